import { AccountNavigation, Button, Container } from '@beautyshop/ui';
import { Suspense } from 'react';
import { data, Form, Outlet, useLocation } from 'react-router';
import { accountHeaders } from '../account/routeHeaders';
import { localePath, stripLocalePrefix } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { loadShopFrame } from '../server/shopFrame.server';
import { accountRequestOf, privateHeaders, requireCustomer } from '../session/accountSession.server';
import type { Route } from './+types/AccountLayout';
import styles from './AccountLayout.module.css';
import { ShopFrame } from './DefaultLayout';

export { ErrorBoundary } from './DefaultLayout';

/**
 * Spec 2.2 account layout: the shop frame with the account navigation. Every page in it is private (issue 16): a
 * shopper who is not logged in is sent to the login page and brought back, and no answer is stored by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await accountRequestOf(request, context);
  const customer = await requireCustomer(account);
  const frame = await loadShopFrame(request, context);
  return data(
    { ...frame, customer: { firstName: customer.firstName, lastName: customer.lastName } },
    { headers: privateHeaders(account) },
  );
}

export const headers = accountHeaders;

const SECTIONS = [
  { path: '/account', label: 'account.nav.overview' },
  { path: '/account/profile', label: 'account.nav.profile' },
  { path: '/account/address', label: 'account.nav.address' },
  { path: '/account/payment', label: 'account.nav.payment' },
  { path: '/account/order', label: 'account.nav.order' },
] as const;

export default function AccountLayout() {
  const t = useTranslate();
  const { locale } = useLocale();
  const current = stripLocalePrefix(useLocation().pathname).replace(/\/$/, '') || '/';
  return (
    <ShopFrame>
      <main id="content" className={styles.account}>
        <Container width="wide">
          <div className={styles.grid}>
            <aside className={styles.aside}>
              <AccountNavigation
                label={t('account.title')}
                items={SECTIONS.map((section) => ({
                  href: localePath(section.path, locale),
                  label: t(section.label),
                  current:
                    section.path === '/account'
                      ? current === '/account'
                      : current === section.path || current.startsWith(`${section.path}/`),
                }))}
                logout={
                  <Form method="post" action={localePath('/account/logout', locale)}>
                    <Button type="submit" variant="secondary">
                      {t('account.logout')}
                    </Button>
                  </Form>
                }
              />
            </aside>
            <div className={styles.content}>
              <Suspense fallback={null}>
                <Outlet />
              </Suspense>
            </div>
          </div>
        </Container>
      </main>
    </ShopFrame>
  );
}
