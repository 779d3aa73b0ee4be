import { data, redirect } from 'react-router';
import { CartPageContent } from '../cart/CartPageContent';
import { cartPageLoader, estimateShipping } from '../cart/cartPage.server';
import { translateFor } from '../i18n/pageCatalogue';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';
import { readForm } from '../request/formBody';
import { shopRequestOf } from '../request/shopRequest';
import type { Route } from './+types/cart';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { view, headers } = await cartPageLoader(request, shopRequestOf(context));
  return data(view, { headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) headers.append('Set-Cookie', cookie);
  // Issue 15: the cart page is the shopper's own: never in a shared cache, nor the page cache.
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/** The shipping estimate form (the cart forms themselves post to /cart/change). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await estimateShipping(request, shopRequestOf(context), await readForm(request));
  if (answer.status === 'invalid') return data({ error: answer.error }, { status: 400 });
  return redirect(answer.location, { status: 303, headers: answer.headers });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [{ title: t('cart.title') }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** Spec 2.2 /checkout/cart. */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartPageContent view={loaderData} />;
}
