import type { ReactNode } from 'react';
import styles from './ImitationBanner.module.css';

export interface ImitationBannerProps {
  /** 'You are logged in as Anna Beispiel on behalf of the customer.' */
  message: string;
  /** The way out: a form whose button ends the imitation (logs out). */
  exit: ReactNode;
}

/** Shown on every page while a staff member acts as a customer, so it is never forgotten. */
export function ImitationBanner({ message, exit }: ImitationBannerProps) {
  return (
    <section className={styles.banner} aria-label={message}>
      <p className={styles.message}>{message}</p>
      {exit}
    </section>
  );
}
