import type { CartResult } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';
import { refusedChangeAsResult } from './refusedChange.js';

export type CartLinesRemoveFunction = (
  lineIds: readonly string[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/**
 * DELETE /store-api/checkout/cart/line-item?ids[]= (also removes a promotion or gift card line by its id). A line
 * that is gone already answers the current cart with `line-item-not-found` (refusedChange.ts).
 */
export function cartLinesRemoveDefault(operation: CartOperationOptions): CartLinesRemoveFunction {
  return (lineIds, options) =>
    refusedChangeAsResult(operation, () => operation.client.cart.removeLineItems(lineIds, options), options);
}
