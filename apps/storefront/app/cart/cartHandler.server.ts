import {
  type CartChange,
  type CartResult,
  cartLinesUpdateCheckedDefault,
  cartProductNumberAddDefault,
  createCartHandler,
  handlerTransport,
} from '@beautyshop/cart-core';
import type { ShopRequest } from '../request/shopRequest';
import { type RequestStoreApi, storeApiFor } from '../server/storeApi.server';
import { withoutContextToken } from './withoutContextToken';

export interface RequestCart {
  storeApi: RequestStoreApi;
  /** The shopper's cart operations, through the session (the context token cookie is written back by its rule). */
  change(change: CartChange): Promise<CartResult>;
  read(): Promise<CartResult>;
}

/**
 * The cart of the shopper making this request: every intent of the shop's cart forms goes through one
 * `createCartHandler`, with spec 7.2's add by product number as its custom method (it reads the catalogue too)
 * and quantity changes checked against the line's quantityInformation.
 */
export async function cartFor(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
): Promise<RequestCart> {
  const storeApi = await storeApiFor(request, shop);
  const { client } = storeApi;
  const handler = createCartHandler({
    client,
    customMethods: {
      addProductNumber: cartProductNumberAddDefault({ client }),
      // A typed quantity off the line's steps or bounds is refused with a message (the browser's own check does
      // not run without a browser that validates forms, nor for a hand-made post).
      updateLines: cartLinesUpdateCheckedDefault({ client }),
    },
  });
  const transport = handlerTransport(handler);
  // Every result goes to the browser (the cart page, the cart store's JSON, a form's answer): without the token.
  const shown = (result: CartResult): CartResult => ({ ...result, cart: withoutContextToken(result.cart) });
  return {
    storeApi,
    change: async (change) => shown(await transport.write(change)),
    read: async () => shown(await transport.read()),
  };
}
