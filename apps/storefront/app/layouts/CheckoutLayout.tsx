import { Container } from '@beautyshop/ui';
import { Link, Outlet, useLoaderData } from 'react-router';
import { NewTabLink } from '../components/legal/NewTabLink';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { loadCheckoutFrame } from '../server/checkoutFrame.server';
import type { Route } from './+types/CheckoutLayout';
import styles from './CheckoutLayout.module.css';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutFrame(request, context);
}

/** The footer's pages are the same for the whole checkout; a change of locale loads a new document. */
export function shouldRevalidate() {
  return false;
}

/**
 * Spec 2.2 checkout layout: a reduced header (logo only) so nothing distracts from paying, and a footer of the
 * shop's service and legal pages (the terms the order accepts, the privacy policy, the imprint), each in a new tab
 * so that reading one does not leave the checkout.
 */
export default function CheckoutLayout() {
  const t = useTranslate();
  const { locale } = useLocale();
  const frame = useLoaderData<typeof loader>();
  const pages = frame?.footerPages ?? [];
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
      <footer className={styles.footer}>
        <Container width="wide" className={styles.footerBar}>
          {pages.length > 0 ? (
            <ul className={styles.pages}>
              {pages.map((page) => (
                <li key={page.id}>
                  <NewTabLink href={page.href} variant="subtle">
                    {page.label}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.copyright}>{t('footer.copyright')}</p>
        </Container>
      </footer>
    </>
  );
}
