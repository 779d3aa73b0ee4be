import { cx } from '../../internal/cx';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers (the app translates it); without it the spinner is decorative. */
  label?: string;
  /** `sm` sits inside buttons; `md` stands alone. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A quiet loading indicator; under reduced motion it pulses instead of spinning. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  if (!label) return <span className={cx(styles.spinner, styles[size], className)} aria-hidden="true" />;
  return (
    <span role="status" className={cx(styles.wrap, className)}>
      <span className={cx(styles.spinner, styles[size])} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
