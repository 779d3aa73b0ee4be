import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './FormFrame.module.css';

export interface FormMessageProps {
  /** `danger` and `warning` are announced at once (role alert); `success` and `info` politely (role status). */
  tone: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
  className?: string;
}

/** The answer to a submitted form (saved, refused, wait n seconds), above its fields. */
export function FormMessage({ tone, children, className }: FormMessageProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div role={urgent ? 'alert' : 'status'} className={cx(styles.message, styles[tone], className)}>
      {children}
    </div>
  );
}
