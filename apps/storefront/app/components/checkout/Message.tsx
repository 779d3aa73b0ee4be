import styles from './Checkout.module.css';

/** A line of feedback beside a form: `danger` ones are alerts, the others polite status messages. */
export function Message({ tone, children }: { tone: 'info' | 'success' | 'danger'; children: string }) {
  return (
    <p className={styles.message} data-tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
