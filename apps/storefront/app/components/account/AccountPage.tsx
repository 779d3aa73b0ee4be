import { Container } from '@beautyshop/ui';
import type { ReactNode } from 'react';
import styles from './AccountPage.module.css';

/** The frame of a login, registration, recovery or newsletter page: one centred column with its heading. */
export function AccountPage({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <main id="content" className={styles.page}>
      <Container width="text">
        <div className={styles.column}>
          {title ? <h1>{title}</h1> : null}
          {children}
        </div>
      </Container>
    </main>
  );
}
