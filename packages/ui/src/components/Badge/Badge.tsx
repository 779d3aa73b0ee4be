import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Badge.module.css';

export interface BadgeProps {
  children: ReactNode;
  /** `sale` and `new` for product flags, state tones for order states, `brand` for own labels (vegan…). */
  tone?: 'neutral' | 'brand' | 'sale' | 'new' | 'info' | 'success' | 'warning' | 'danger';
  className?: string;
}

/** A short, non-interactive label (product badges, order state). */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
