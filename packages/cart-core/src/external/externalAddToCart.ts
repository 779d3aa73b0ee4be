import type { CartResult } from '../cartResult.js';
import type { NotificationInput } from '../notifications/notification.js';
import { PRODUCT_NOT_FOUND } from '../operations/cartProductNumberAdd.js';

/**
 * Spec 7.2: the external add-to-cart hook. Widgets the shop does not render (the personalisation vendor's
 * recommendations, content blocks) know a product by its number only; they dispatch this event on `window` and the
 * shop adds the product through its own cart store, so the write is serialised with the shopper's other changes.
 */
export const EXTERNAL_ADD_TO_CART_EVENT = 'beautyshop:add-to-cart';

/** What the event carries: a product number and a quantity (spec 5: defaults to 1, a whole number). */
export interface ExternalAddToCartRequest {
  productNumber: string;
  quantity: number;
}

/** The request of an event's `detail`, or undefined when it is not one (a page's stray event is not an error). */
export function externalAddToCartRequestOf(detail: unknown): ExternalAddToCartRequest | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { productNumber, quantity } = detail as Record<string, unknown>;
  if (typeof productNumber !== 'string' || productNumber.trim() === '' || productNumber.length > 64)
    return undefined;
  if (quantity === undefined || quantity === null || quantity === '')
    return { productNumber: productNumber.trim(), quantity: 1 };
  const whole = typeof quantity === 'number' ? quantity : Number(String(quantity).trim());
  if (!Number.isInteger(whole) || whole < 1 || whole > 999_999) return undefined;
  return { productNumber: productNumber.trim(), quantity: whole };
}

/** Asks the shop on this page to add a product: what another team's widget calls (or dispatches itself). */
export function requestExternalAddToCart(
  target: EventTarget,
  request: { productNumber: string; quantity?: number | undefined },
): void {
  target.dispatchEvent(new CustomEvent(EXTERNAL_ADD_TO_CART_EVENT, { detail: request }));
}

/** Calls `add` for every valid request dispatched on `target`; returns the function that stops listening. */
export function listenForExternalAddToCart(
  target: EventTarget,
  add: (request: ExternalAddToCartRequest) => void,
): () => void {
  const listener = (event: Event) => {
    const request = externalAddToCartRequestOf((event as CustomEvent<unknown>).detail);
    if (request !== undefined) add(request);
  };
  target.addEventListener(EXTERNAL_ADD_TO_CART_EVENT, listener);
  return () => target.removeEventListener(EXTERNAL_ADD_TO_CART_EVENT, listener);
}

/** Spec 8: the hook's messages; `messageFor` translates a key with the product's name. */
export const ADDED_TO_CART = 'Product.messages.addedToCart';
export const ERROR_ADDED_TO_CART = 'Product.messages.errorAddedToCart';

/**
 * The notification after an external add: Product.messages.addedToCart with the product's name when the cart has
 * the product's line, else Product.messages.errorAddedToCart (an unknown number, spec 5, or a failed request). The
 * answer's other errors (out of stock, a discount added) go through `cartErrorNotifications` like any add's.
 */
export function externalAddToCartNotification(
  request: ExternalAddToCartRequest,
  answer: CartResult | undefined,
  messageFor: (key: string, values?: Record<string, string>) => string,
): NotificationInput {
  const notFound = answer?.errors.some((error) => error.messageKey === PRODUCT_NOT_FOUND) ?? true;
  const line = answer?.cart.lineItems?.find(
    (item) => item.type === 'product' && item.payload?.productNumber === request.productNumber,
  );
  if (notFound || line === undefined) return { type: 'danger', message: messageFor(ERROR_ADDED_TO_CART) };
  return {
    type: 'success',
    message: messageFor(ADDED_TO_CART, { name: line.label ?? request.productNumber }),
  };
}
