import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

export interface CartLineUpdate {
  /** The line item id. */
  id: string;
  quantity: number | string;
}

export type CartLinesUpdateFunction = (
  lines: readonly CartLineUpdate[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/** PATCH /store-api/checkout/cart/line-item (quantities). */
export function cartLinesUpdateDefault({ client }: CartOperationOptions): CartLinesUpdateFunction {
  return async (lines, options) => cartResultOf(await client.cart.updateLineItems(lines, options));
}
