import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions, CartOperationOptions } from './cartOperationOptions.js';

export type CartPromotionCodeAddFunction = (code: string, options?: CartCallOptions) => Promise<CartResult>;

/**
 * Shopware redeems a promotion code as a line item of type `promotion` whose `referencedId` is the code; an unknown
 * code comes back as the cart error `promotion-not-found`, a valid one as `promotion-discount-added`.
 */
export function cartPromotionCodeAddDefault({ client }: CartOperationOptions): CartPromotionCodeAddFunction {
  return async (code, options) =>
    cartResultOf(await client.cart.addLineItems([{ referencedId: code.trim(), type: 'promotion' }], options));
}
