import { type Cart, type CartError, cartErrorsOf } from '@beautyshop/store-api-client';

/**
 * The answer of every cart operation. Spec 4: any change replaces the cart with the server's answer, and the errors
 * of that answer (out of stock, unknown code, a discount added) are data for the shopper, not exceptions.
 */
export interface CartResult {
  cart: Cart;
  errors: CartError[];
}

/** The result of a Store API cart answer: the cart and its errors as one list. */
export function cartResultOf(cart: Cart): CartResult {
  return { cart, errors: cartErrorsOf(cart) };
}
