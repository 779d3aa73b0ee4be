import type { ReactNode } from 'react';
import styles from './FormFrame.module.css';

/** Fields side by side from 40 rem up, stacked below. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** A titled group of fields (a register step, the address block). */
export function FormSection({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
