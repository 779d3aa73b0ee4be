import type { ReactNode } from 'react';
import styles from './FormFrame.module.css';

/** Fields side by side from 40 rem up, stacked below. */
export function FormRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/**
 * A form page's column: its heading, the form and what follows it (a link to the other form), evenly spaced. The
 * heading is an h1 where the form is the page (login, registration), an h2 where it is part of one (checkout).
 */
export function FormPanel({
  headingId,
  heading,
  level = 1,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  level?: 1 | 2;
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <Heading id={headingId} className={styles.panelHeading}>
        {heading}
      </Heading>
      {children}
    </section>
  );
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
