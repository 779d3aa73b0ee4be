import { data, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  login,
  redeemCode,
  registerGuest,
  removeCode,
  saveAddress,
  savePaybackNumber,
  selectAddress,
  setMethod,
} from '../checkout/checkoutActions.server';
import { intentOf, isTicked, textOf } from '../checkout/checkoutForm';
import { loadCheckout } from '../checkout/checkoutPage.server';
import {
  countryRulesOf,
  isSecureShop,
  privateCookieHeaders,
  serverTranslate,
  storefrontUrlOf,
} from '../checkout/checkoutRequest.server';
import type { CheckoutActionResult } from '../checkout/checkoutView';
import { placeOrderOnce } from '../checkout/placeOrder.server';
import { CheckoutPage } from '../components/checkout/CheckoutPage';
import { localePath } from '../locale/fromPath';
import { readForm } from '../request/formBody';
import { privatePageHeaders } from '../request/pageHeaders';
import { shopRequestOf } from '../request/shopRequest';
import { privatePageMeta } from '../seo/privatePageMeta';
import { serverConfig } from '../server/config.server';
import { storeApiFor } from '../server/storeApi.server';
import { enforceTrailingSlash } from '../server/trailingSlash.server';
import type { Route } from './+types/checkout';

export async function loader({ request, context }: Route.LoaderArgs) {
  // One URL per page (spec 2.1): the other spelling of its path redirects to the site setting's.
  enforceTrailingSlash(request);
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const view = await loadCheckout(storeApi, new Date(), shop.session.contextToken);
  return data(view, { headers: privateCookieHeaders(storeApi) });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(loaderHeaders, actionHeaders);
}

/** Spec 2.3: the checkout skips SEO; it is never indexed. */
export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, (t) => t('checkout.title'));
}

/** Every checkout form posts here with its `intent`; each is a plain form, so all work without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const form = await readForm(request);
  const t = serverTranslate(shop);
  // Built when answering: the Store API calls of the action may hand out a new context token (login, guest).
  const answerHeaders = () => privateCookieHeaders(storeApi);
  const answer = (result: CheckoutActionResult | { redirect: string }) =>
    'redirect' in result
      ? redirect(localePath('/checkout', shop.locale.locale), { headers: answerHeaders() })
      : data(result, {
          headers: answerHeaders(),
          status: 'intent' in result && result.intent === 'place-order' ? 409 : 200,
        });

  switch (intentOf(form)) {
    case 'login':
      return answer(await login(storeApi, form, t));
    case 'guest':
      return answer(
        await registerGuest(storeApi, form, await countryRulesOf(storeApi), storefrontUrlOf(shop), t),
      );
    case 'select-address':
      return answer(await selectAddress(storeApi, form, t));
    case 'save-address':
      return answer(await saveAddress(storeApi, form, await countryRulesOf(storeApi), t));
    case 'shipping-method':
      return answer(await setMethod(storeApi, form, 'shipping', t));
    case 'payment-method':
      return answer(await setMethod(storeApi, form, 'payment', t));
    case 'promotion':
      return answer(await redeemCode(storeApi, form, 'promotion', t));
    case 'gift-card':
      return answer(await redeemCode(storeApi, form, 'gift-card', t));
    case 'remove-code':
      return answer(await removeCode(storeApi, form));
    case 'payback':
      return answer(await savePaybackNumber(storeApi, form, t));
    case 'place-order': {
      if (!isTicked(form, 'terms')) return answer({ intent: 'place-order', error: 'terms' });
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
          const headers = answerHeaders();
          if (outcome.setCookie) headers.append('Set-Cookie', outcome.setCookie);
          return redirect(outcome.location, { headers });
        }
        case 'empty':
          return answer({ redirect: 'checkout' });
        case 'stale':
          return answer({ intent: 'place-order', error: 'stale' });
        case 'revocation':
          return answer({ intent: 'place-order', error: 'revocation' });
        case 'failed':
          return answer({ intent: 'place-order', error: 'failed' });
      }
      break;
    }
    case undefined:
      break;
  }
  throw data('Unknown checkout action.', { status: 400, headers: answerHeaders() });
}

/**
 * A refused place order answers 409, after which React Router would not load the page again; a stale cart must
 * be shown as it is now (with its new key), or every later attempt would be refused as stale too.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const refused = actionResult as { intent?: unknown; error?: unknown } | undefined;
  if (refused?.intent === 'place-order' && refused.error === 'stale') return true;
  return defaultShouldRevalidate;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage view={loaderData} />;
}
