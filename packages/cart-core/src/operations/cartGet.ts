import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

export type CartGetFunction = (options?: CartCallOptions) => Promise<CartResult>;

/** GET /store-api/checkout/cart */
export function cartGetDefault({ client }: CartOperationOptions): CartGetFunction {
  return async (options) => cartResultOf(await client.cart.readCart(options));
}
