import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export interface ButtonProps extends ComponentProps<'button'> {
  /** `primary` for the one main action of a view (add to cart), `secondary` beside it, `ghost` for quiet ones. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Both sizes keep the 44 px touch target; `lg` is for the buy box. */
  size?: 'md' | 'lg';
  /** Stretches to the container width (mobile buy box, drawers). */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** An action. Renders a native `<button>` (type `button` unless set), so keyboard use comes for free. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled instead of disabled while loading keeps the button focusable, so focus is not lost.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : iconStart}
      <span className={styles.label}>{children}</span>
      {loading ? null : iconEnd}
    </button>
  );
}
