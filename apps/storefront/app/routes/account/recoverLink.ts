import { redirect } from 'react-router';
import { localePath } from '../../locale/fromPath';
import { shopRequestOf } from '../../request/shopRequest';
import type { Route } from './+types/recoverLink';

/**
 * The recovery mail links to `{storefrontUrl}/account/recover/password?hash=…` (Shopware's storefront path); the
 * shop's page for it is /reset-password (spec 2.2).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = shopRequestOf(context);
  const hash = new URL(request.url).searchParams.get('hash') ?? '';
  const target = localePath('/reset-password', locale.locale);
  throw redirect(hash ? `${target}?${new URLSearchParams({ hash })}` : target, {
    headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
