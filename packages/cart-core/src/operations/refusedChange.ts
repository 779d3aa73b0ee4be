import {
  type Cart,
  type CartError,
  isStoreApiHttpError,
  type StoreApiError,
} from '@beautyshop/store-api-client';
import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

/** The line named is not (or no longer) in the cart: a second tab removed it, or a stale page names it. */
export const LINE_ITEM_NOT_FOUND = 'line-item-not-found';
/** A quantity the Store API does not take at all (below 1, or beyond what it accepts). */
export const LINE_ITEM_QUANTITY_INVALID = 'line-item-quantity-invalid';
/** Any other change the Store API refused about the request itself. */
export const CART_CHANGE_REFUSED = 'cart-change-refused';

/** Shopware's codes for a refused line change, by the message key the shop tells the shopper. */
const MESSAGE_KEY_OF_CODE: Readonly<Record<string, string>> = {
  CHECKOUT__CART_LINE_ITEM_NOT_FOUND: LINE_ITEM_NOT_FOUND,
  CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY: LINE_ITEM_QUANTITY_INVALID,
};

/**
 * Answers about the request (bad id, bad quantity, a conflicting write, an unprocessable body). 401, 403 and 429
 * are about the session or its rate and stay errors, as does anything from 500 up.
 */
const REFUSAL_STATUSES = new Set([400, 404, 409, 422]);

/** Whether the Store API refused a cart write because of what the write asked for. */
export function isRefusedChange(error: unknown): error is StoreApiError {
  return isStoreApiHttpError(error) && REFUSAL_STATUSES.has(error.status);
}

/** The refusal as one cart error, keyed as Shopware keys cart errors (the code names it; level 20: an error). */
export function refusalErrorOf(error: StoreApiError): CartError {
  const code = error.errors[0]?.code ?? `HTTP_${error.status}`;
  return {
    key: code,
    messageKey: MESSAGE_KEY_OF_CODE[code] ?? CART_CHANGE_REFUSED,
    level: 20,
    message: error.messages[0] ?? error.message,
  };
}

/**
 * A line change as data even when the Store API refuses it: a remove of a line another tab removed already, or a
 * quantity it does not take, answers the cart as it is now with one error that says so, like the errors Shopware
 * puts into a cart it changed. Anything else (a failing or unreachable Store API, a session problem) is thrown.
 */
export async function refusedChangeAsResult(
  { client }: CartOperationOptions,
  change: () => Promise<Cart>,
  options?: CartCallOptions,
): Promise<CartResult> {
  try {
    return cartResultOf(await change());
  } catch (error) {
    if (!isRefusedChange(error)) throw error;
    const current = await client.cart.readCart(options);
    return { cart: current, errors: [refusalErrorOf(error)] };
  }
}
