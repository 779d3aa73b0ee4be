import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

export type CartGiftCardAddFunction = (code: string, options?: CartCallOptions) => Promise<CartResult>;

/** A gift card (line item type `voucherCard`, spec 3) redeemed by its code, like a promotion code. */
export function cartGiftCardAddDefault({ client }: CartOperationOptions): CartGiftCardAddFunction {
  return async (code, options) =>
    cartResultOf(
      await client.cart.addLineItems([{ referencedId: code.trim(), type: 'voucherCard' }], options),
    );
}
