import { AccountNavigation, Button, Container } from '@beautyshop/ui';
import { Suspense } from 'react';
import { data, Form, Outlet, useLoaderData, useLocation } from 'react-router';
import { isDeepLinkOrderPath } from '../account/orderPaths';
import { accountHeaders } from '../account/routeHeaders';
import { localePath, stripLocalePrefix } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';
import { loadShopFrame } from '../server/shopFrame.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import {
  accountRequestOf,
  customerOf,
  privateHeaders,
  requireCustomer,
} from '../session/accountSession.server';
import type { Route } from './+types/AccountLayout';
import styles from './AccountLayout.module.css';
import { ShopFrame } from './DefaultLayout';

export { ErrorBoundary } from './DefaultLayout';

/**
 * Spec 2.2 account layout: the shop frame with the account navigation. Every page in it is private (issue 16): a
 * shopper who is not logged in is sent to the login page and brought back, and no answer is stored by a cache.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): no account page is a navigation path, so the other spelling of any of them
  // redirects to the site setting's, before the login redirect names it.
  enforceTrailingSlash(request);
  const account = await accountRequestOf(request, context);
  // The order mail's deep link opens its order for a guest too, who has no account to log in to: that page asks
  // for the order's email and postcode itself, and the account navigation is left out.
  const guestOrder =
    isDeepLinkOrderPath(new URL(request.url).pathname) && (await customerOf(account)) === null;
  const customer = guestOrder ? null : await requireCustomer(account);
  const frame = await loadShopFrame(request, context);
  return data(
    {
      ...frame,
      customer: customer ? { firstName: customer.firstName, lastName: customer.lastName } : null,
    },
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
  const { customer } = useLoaderData<typeof loader>();
  return (
    <ShopFrame>
      <main id="content" className={styles.account}>
        <Container width="wide">
          <div className={styles.grid}>
            {customer === null ? null : (
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
            )}
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
