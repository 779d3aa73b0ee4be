import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

/** A product to add: the product (variant) id and a quantity (spec 5: defaults to 1, a whole number). */
export interface CartLineInput {
  productId: string;
  quantity?: number | string | undefined;
}

export type CartLinesAddFunction = (
  lines: readonly CartLineInput[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/** POST /store-api/checkout/cart/line-item with product items. */
export function cartLinesAddDefault({ client }: CartOperationOptions): CartLinesAddFunction {
  return async (lines, options) =>
    cartResultOf(
      await client.cart.addLineItems(
        lines.map((line) => ({ referencedId: line.productId, quantity: line.quantity, type: 'product' })),
        options,
      ),
    );
}
