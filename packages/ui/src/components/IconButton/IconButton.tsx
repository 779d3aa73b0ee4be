import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  /** Accessible name; icon-only buttons have no other (e.g. 'Add to wishlist'). */
  label: string;
  /** The icon, usually one of the `Icon*` components. */
  icon: ReactNode;
  /** `ghost` in headers, `outline` on light surfaces, `solid` over images. */
  variant?: 'ghost' | 'outline' | 'solid';
  /** Makes it a toggle button (`aria-pressed`), e.g. the wishlist heart. */
  pressed?: boolean;
  /** A small count bubble (cart items); read as part of the label by the app's wording. */
  count?: number;
}

/** A 44 × 44 px icon-only button with a required label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  pressed,
  count,
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className={cx(styles.iconButton, styles[variant], pressed && styles.pressed, className)}
      {...rest}
    >
      {icon}
      {count !== undefined && count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
