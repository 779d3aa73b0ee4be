import { type CartChange, type CartResult, createCartHandler, handlerTransport } from '@beautyshop/cart-core';
import type { ShopRequest } from '../request/shopRequest';
import { type RequestStoreApi, storeApiFor } from './storeApi.server';

export interface RequestCart {
  storeApi: RequestStoreApi;
  /** The shopper's cart operations, through the session (the context token cookie is written back by its rule). */
  change(change: CartChange): Promise<CartResult>;
  read(): Promise<CartResult>;
}

/** The cart of the shopper making this request. */
export async function cartFor(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
): Promise<RequestCart> {
  const storeApi = await storeApiFor(request, shop);
  const transport = handlerTransport(createCartHandler({ client: storeApi.client }));
  return { storeApi, change: (change) => transport.write(change), read: () => transport.read() };
}
