import type { CartResult } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';
import { refusedChangeAsResult } from './refusedChange.js';

export interface CartLineUpdate {
  /** The line item id. */
  id: string;
  quantity: number | string;
}

export type CartLinesUpdateFunction = (
  lines: readonly CartLineUpdate[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/**
 * PATCH /store-api/checkout/cart/line-item (quantities). A line that is gone, or a quantity the Store API does
 * not take, answers the current cart with an error saying so (refusedChange.ts).
 */
export function cartLinesUpdateDefault(operation: CartOperationOptions): CartLinesUpdateFunction {
  return (lines, options) =>
    refusedChangeAsResult(operation, () => operation.client.cart.updateLineItems(lines, options), options);
}
