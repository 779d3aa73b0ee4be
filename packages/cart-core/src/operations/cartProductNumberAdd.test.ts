import type { StoreApiClient } from '@beautyshop/store-api-client';
import { describe, expect, it, vi } from 'vitest';
import { handlerTransport } from '../cart/handlerTransport.js';
import { createCartHandler } from '../createCartHandler.js';
import { isCartCoreError } from '../errors/CartCoreError.js';
import { cartWith, productLine } from '../test/cartFixture.js';
import { cartProductNumberAddDefault, PRODUCT_NOT_FOUND } from './cartProductNumberAdd.js';

type Client = Pick<StoreApiClient, 'cart' | 'catalogue'>;

function clientWith(products: { id: string; productNumber: string }[]) {
  const addLineItems = vi.fn(async () => cartWith([productLine('p1', 1)]));
  const client = {
    cart: { readCart: vi.fn(async () => cartWith([])), addLineItems },
    catalogue: { readProductsByNumber: vi.fn(async () => products) },
  } as unknown as Client;
  return { client, addLineItems };
}

describe('cartProductNumberAddDefault (spec 7.2 external hook)', () => {
  it('looks the product up by its number and adds it with the quantity', async () => {
    const { client, addLineItems } = clientWith([{ id: 'p1', productNumber: 'SW-1' }]);
    const result = await cartProductNumberAddDefault({ client })('SW-1', 2);
    expect(addLineItems).toHaveBeenCalledWith(
      [{ referencedId: 'p1', quantity: 2, type: 'product' }],
      undefined,
    );
    expect(result.errors).toEqual([]);
    expect(result.cart.lineItems).toHaveLength(1);
  });

  it('spec 5: an empty lookup answers product-not-found as data, beside the unchanged cart', async () => {
    const { client, addLineItems } = clientWith([]);
    const result = await cartProductNumberAddDefault({ client })('NOPE', 1);
    expect(addLineItems).not.toHaveBeenCalled();
    expect(result.errors.map((error) => error.messageKey)).toEqual([PRODUCT_NOT_FOUND]);
    expect(result.cart.lineItems).toEqual([]);
  });

  it('goes through createCartHandler as a custom method and a store transport', async () => {
    const { client } = clientWith([{ id: 'p1', productNumber: 'SW-1' }]);
    const handler = createCartHandler({
      client,
      customMethods: { addProductNumber: cartProductNumberAddDefault({ client }) },
    });
    const result = await handlerTransport(handler).write({
      type: 'addProductNumber',
      productNumber: 'SW-1',
      quantity: 1,
    });
    expect(result.cart.lineItems?.[0]?.id).toBe('p1');
  });

  it('a transport without the custom method throws (a programmer error)', () => {
    const { client } = clientWith([]);
    const transport = handlerTransport(createCartHandler({ client }));
    expect(() => transport.write({ type: 'addProductNumber', productNumber: 'SW-1', quantity: 1 })).toThrow(
      expect.toSatisfy(isCartCoreError),
    );
  });
});
