import { hasDownloadItem } from '@beautyshop/cart-core';
import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { localePath } from '../locale/fromPath';
import type { RequestStoreApi } from '../server/storeApi.server';
import { cartKeyOf } from './cartKey';
import { isOrderOfCart } from './orderOfCart';
import { placedOrderCookie, placedOrderOf } from './placedOrderCookie';
import { successPath } from './successView';

export type PlaceOrderOutcome =
  | { kind: 'placed'; orderId: string; location: string; setCookie: string | undefined }
  | { kind: 'stale' }
  /** Digital content without the shopper's agreement to its early start: nothing placed. */
  | { kind: 'revocation' }
  | { kind: 'empty' }
  | { kind: 'failed' };

/**
 * Two submits of one cart in this process (a double click without JavaScript sends both) share one placement:
 * the second waits for the first and leads to the same order. Keyed by context token and cart key. Submits that
 * reach another process (the cluster's workers, or processes behind a load balancer) are matched by
 * `placedElsewhere` instead.
 */
const inFlight = new Map<string, Promise<PlaceOrderOutcome>>();

export interface PlaceOrderRequest {
  cartKey: string;
  cookieHeader: string | null;
  contextToken: string | undefined;
  appUrl: string;
  secure: boolean;
  newsletter: boolean;
  /** The shopper agreed that digital content is provided before the withdrawal period ends (`revocation`). */
  revocation: boolean;
  storefrontUrl: string;
}

/**
 * Issue 17: place order is idempotent. The form carries the key of the cart the shopper saw: a different cart now
 * (changed in another tab) is shown, not ordered; the same key again after the order (reload, back button, second
 * tab) leads to the order placed for it. Then the payment: handle-payment answers a provider page to go to for
 * the redirect methods, none for invoice and prepayment (spec 4).
 */
export async function placeOrderOnce(
  storeApi: RequestStoreApi,
  request: PlaceOrderRequest,
): Promise<PlaceOrderOutcome> {
  const { locale } = storeApi.locale;
  const remembered = placedOrderOf(request.cookieHeader, storeApi.locale.market, request.cartKey);
  if (remembered)
    return {
      kind: 'placed',
      orderId: remembered,
      location: successPath(locale, remembered),
      setCookie: undefined,
    };
  // A submit without the waiver that digital content needs is refused; one with it must not be handed that refusal.
  const flightKey = `${request.contextToken ?? ''}:${request.cartKey}:${request.revocation}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const placement = placeOrder(storeApi, request)
    .then((outcome) =>
      outcome.kind === 'empty' || outcome.kind === 'failed'
        ? placedElsewhere(storeApi, request, outcome)
        : outcome,
    )
    .finally(() => {
      // Kept a little longer than the placement, for a second submit that arrives just after the first answered.
      setTimeout(() => inFlight.delete(flightKey), 10_000).unref();
    });
  inFlight.set(flightKey, placement);
  return placement;
}

/** The order criteria that read back the cart an order was placed from. */
const NEWEST_ORDER = {
  sort: [{ field: 'orderDateTime', order: 'DESC' as const }],
  associations: { lineItems: {}, deliveries: {} },
  limit: 1,
};

/**
 * A submit that found the cart already ordered (empty) or whose placement the Store API refused may be the second
 * of two that reached different processes: the other one placed the order from this very cart. If the session's
 * newest order was placed from a cart with this key moments ago, the submit leads to it (and its payment, as the
 * first answer would have, which the browser dropped for this one); anything else keeps its outcome.
 */
async function placedElsewhere(
  storeApi: RequestStoreApi,
  request: PlaceOrderRequest,
  outcome: PlaceOrderOutcome,
): Promise<PlaceOrderOutcome> {
  try {
    const [context, { orders }] = await Promise.all([
      storeApi.client.context.readContext(),
      storeApi.client.orders.readOrders(NEWEST_ORDER),
    ]);
    const order = orders.elements[0];
    if (!order || !isOrderOfCart(order, context, request.cartKey, Date.now())) return outcome;
    return {
      kind: 'placed',
      orderId: order.id,
      location: await paymentLocation(storeApi, order.id, request.appUrl),
      setCookie: placedOrderCookie(storeApi.locale.market, request.cartKey, order.id, request.secure),
    };
  } catch (error) {
    // No customer in the session (403): no order to find; the outcome stands.
    if (isStoreApiHttpError(error) && error.status < 500) return outcome;
    throw error;
  }
}

async function placeOrder(storeApi: RequestStoreApi, request: PlaceOrderRequest): Promise<PlaceOrderOutcome> {
  const { client, locale } = storeApi;
  const [context, cart] = await Promise.all([client.context.readContext(), client.cart.readCart()]);
  if ((cart.lineItems ?? []).length === 0) return { kind: 'empty' };
  if (cartKeyOf(cart, context) !== request.cartKey) return { kind: 'stale' };
  // As Shopware's storefront (OrderService): an order with digital content needs the waiver; the Store API does not
  // check it, so the shop does, on the cart it is about to order.
  if (hasDownloadItem(cart) && !request.revocation) return { kind: 'revocation' };
  let orderId: string;
  try {
    orderId = (await client.checkout.placeOrder()).id;
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) return { kind: 'failed' };
    throw error;
  }
  const setCookie = placedOrderCookie(locale.market, request.cartKey, orderId, request.secure);
  if (request.newsletter && context.customer?.email) {
    // Double opt-in by mail; a refusal (already subscribed) does not concern the order.
    await client.newsletter
      .subscribeNewsletter({
        email: context.customer.email,
        firstName: context.customer.firstName,
        lastName: context.customer.lastName,
        storefrontUrl: request.storefrontUrl,
      })
      .catch(() => undefined);
  }
  return {
    kind: 'placed',
    orderId,
    location: await paymentLocation(storeApi, orderId, request.appUrl),
    setCookie,
  };
}

/**
 * Spec 4: an asynchronous payment returns a redirect URL (the provider's page), which comes back to the finish or
 * the error URL; a synchronous one goes straight to the confirmation. A failed payment start leaves the order
 * unpaid, where the shopper can choose another method.
 */
export async function paymentLocation(
  storeApi: RequestStoreApi,
  orderId: string,
  appUrl: string,
): Promise<string> {
  const { locale } = storeApi.locale;
  const absolute = (path: string) => new URL(path, appUrl).href;
  try {
    const { redirectUrl } = await storeApi.client.orders.handlePayment({
      orderId,
      finishUrl: absolute(successPath(locale, orderId, 'paid')),
      errorUrl: absolute(successPath(locale, orderId, 'unpaid')),
    });
    return redirectUrl ?? successPath(locale, orderId);
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status < 500) return successPath(locale, orderId, 'unpaid');
    throw error;
  }
}

export const checkoutPath = (locale: Parameters<typeof localePath>[1]) => localePath('/checkout', locale);
