import type { StoreApiClient } from '@beautyshop/store-api-client';
import { type CartResult, cartResultOf } from '../cartResult.js';
import type { CartCallOptions } from './cartOperationOptions.js';
import { refusedChangeAsResult } from './refusedChange.js';

/** Spec 5: the error the external add-to-cart hook answers when no product has the number. */
export const PRODUCT_NOT_FOUND = 'product-not-found';

export type CartProductNumberAddFunction = (
  productNumber: string,
  quantity?: number | string | undefined,
  options?: CartCallOptions,
) => Promise<CartResult>;

/**
 * Spec 7.2: the external add-to-cart hook looks a product up by its product number and adds it. An empty lookup is
 * an expected failure (spec 5: product-not-found), answered as data beside the unchanged cart; the key is the
 * Store API's own, so the shop's message for it (`product.messages.product-not-found`) serves both.
 */
export function cartProductNumberAddDefault({
  client,
}: {
  client: Pick<StoreApiClient, 'cart' | 'catalogue'>;
}): CartProductNumberAddFunction {
  return async (productNumber, quantity, options) => {
    const [product] = await client.catalogue.readProductsByNumber([productNumber], undefined, options);
    if (product === undefined) {
      const result = cartResultOf(await client.cart.readCart(options));
      const notFound = {
        key: `${PRODUCT_NOT_FOUND}-${productNumber}`,
        level: 20 as const,
        message: `No product has the number ${productNumber}.`,
        messageKey: PRODUCT_NOT_FOUND,
      };
      return { cart: result.cart, errors: [...result.errors, notFound] };
    }
    return refusedChangeAsResult(
      { client },
      () => client.cart.addLineItems([{ referencedId: product.id, quantity, type: 'product' }], options),
      options,
    );
  };
}
