import type { CartResult } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';
import { refusedChangeAsResult } from './refusedChange.js';

/** A product to add: the product (variant) id and a quantity (spec 5: defaults to 1, a whole number). */
export interface CartLineInput {
  productId: string;
  quantity?: number | string | undefined;
}

export type CartLinesAddFunction = (
  lines: readonly CartLineInput[],
  options?: CartCallOptions,
) => Promise<CartResult>;

/**
 * POST /store-api/checkout/cart/line-item with product items. A quantity the Store API does not take answers the
 * current cart with `line-item-quantity-invalid` (refusedChange.ts).
 */
export function cartLinesAddDefault(operation: CartOperationOptions): CartLinesAddFunction {
  return (lines, options) =>
    refusedChangeAsResult(
      operation,
      () =>
        operation.client.cart.addLineItems(
          lines.map((line) => ({ referencedId: line.productId, quantity: line.quantity, type: 'product' })),
          options,
        ),
      options,
    );
}
