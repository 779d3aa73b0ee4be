import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { isTicked, textOf } from '../checkout/checkoutForm';
import { isSecureShop, privateCookieHeaders, storefrontUrlOf } from '../checkout/checkoutRequest.server';
import type { CheckoutActionResult } from '../checkout/checkoutView';
import { placeOrderOnce } from '../checkout/placeOrder.server';
import { localePath } from '../locale/fromPath';
import { readForm } from '../request/formBody';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { serverConfig } from '../server/config.server';
import { storeApiFor } from '../server/storeApi.server';
import { WalletCheckoutPage } from '../wallet/WalletCheckoutPage';
import { continueWalletCheckout } from '../wallet/walletCheckout.server';
import { loadWalletSummary } from '../wallet/walletPage.server';
import { hasWalletReturn, walletCheckoutPath, walletReturnOf } from '../wallet/wallets';
import type { WalletCheckoutView } from '../wallet/walletView';
import type { Route } from './+types/walletCheckout';

/**
 * Spec 2.2 /amazon_pay/checkout. The wallet sends the approved shopper back here with its id in the URL: the
 * buyer's email and address are taken over (the Store API's wallet route; a reload repeats it harmlessly) and the
 * shopper lands on the same path without the wallet's parameters. Then the summary of the context's wallet
 * checkout; without one (opened directly, or another method chosen since) the full checkout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const { locale } = shop.locale;
  const search = new URL(request.url).searchParams;
  if (hasWalletReturn(search)) {
    const walletReturn = walletReturnOf(search);
    const outcome = walletReturn ? await continueWalletCheckout(storeApi, walletReturn) : undefined;
    if (outcome?.kind === 'continued')
      throw redirect(walletCheckoutPath(locale), { headers: privateCookieHeaders(storeApi) });
    const refused: WalletCheckoutView = { state: 'refused' };
    return data(refused, { status: 400, headers: privateCookieHeaders(storeApi) });
  }
  const load = await loadWalletSummary(storeApi, new Date(), shop.session.contextToken);
  if (load.kind === 'empty')
    throw redirect(localePath('/checkout/cart', locale), { headers: privateCookieHeaders(storeApi) });
  if (load.kind === 'not-wallet')
    throw redirect(localePath('/checkout', locale), { headers: privateCookieHeaders(storeApi) });
  const view: WalletCheckoutView = load.view;
  return data(view, { headers: privateCookieHeaders(storeApi) });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders, actionHeaders);
}

/** Spec 2.3: checkout pages skip SEO; never indexed. */
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, (t) => t('wallet.title'));
}

/**
 * Place order, as at the checkout (placeOrder.server.ts): idempotent per cart key, a changed cart shown instead,
 * then the wallet's payment (PayPal captures the approved order at once; Amazon Pay confirms on the provider page).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const form = await readForm(request);
  if (textOf(form, 'intent') !== 'place-order')
    throw data('Unknown wallet checkout action.', { status: 400, headers: privateCookieHeaders(storeApi) });
  const refuse = (error: 'terms' | 'revocation' | 'stale' | 'failed') => {
    const result: CheckoutActionResult = { intent: 'place-order', error };
    return data(result, { status: 409, headers: privateCookieHeaders(storeApi) });
  };
  if (!isTicked(form, 'terms')) return refuse('terms');
  const outcome = await placeOrderOnce(storeApi, {
    cartKey: textOf(form, 'cartKey'),
    cookieHeader: request.headers.get('cookie'),
    contextToken: shop.session.contextToken,
    appUrl: serverConfig().appUrl,
    secure: isSecureShop(),
    newsletter: isTicked(form, 'newsletter'),
    revocation: isTicked(form, 'revocation'),
    storefrontUrl: storefrontUrlOf(shop),
  });
  switch (outcome.kind) {
    case 'placed': {
      const headers = privateCookieHeaders(storeApi);
      if (outcome.setCookie) headers.append('Set-Cookie', outcome.setCookie);
      return redirect(outcome.location, { headers });
    }
    case 'empty':
      return redirect(localePath('/checkout/cart', shop.locale.locale), {
        headers: privateCookieHeaders(storeApi),
      });
    case 'stale':
      return refuse('stale');
    case 'revocation':
      return refuse('revocation');
    case 'failed':
      return refuse('failed');
  }
}

/** A refused place order answers 409; a stale cart must be read again (its new key), as at the checkout. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const refused = actionResult as { intent?: unknown; error?: unknown } | undefined;
  if (refused?.intent === 'place-order' && refused.error === 'stale') return true;
  return defaultShouldRevalidate;
}

export default function WalletCheckout({ loaderData }: Route.ComponentProps) {
  return <WalletCheckoutPage view={loaderData} />;
}
