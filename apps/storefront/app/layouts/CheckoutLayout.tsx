import { Container } from '@beautyshop/ui';
import { Link, Outlet } from 'react-router';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import styles from './CheckoutLayout.module.css';

/** Spec 2.2 checkout layout: a reduced header (logo only) so nothing distracts from paying. */
export default function CheckoutLayout() {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <>
      <header className={styles.header}>
        <Container width="wide" className={styles.bar}>
          <Link className={styles.logo} to={localePath('/', locale)}>
            {t('meta.siteName')}
          </Link>
        </Container>
      </header>
      <Outlet />
    </>
  );
}
