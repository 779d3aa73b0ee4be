import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

export type CartLinesRemoveFunction = (
  lineIds: readonly string[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/** DELETE /store-api/checkout/cart/line-item?ids[]= (also removes a promotion or gift card line by its id). */
export function cartLinesRemoveDefault({ client }: CartOperationOptions): CartLinesRemoveFunction {
  return async (lineIds, options) => cartResultOf(await client.cart.removeLineItems(lineIds, options));
}
