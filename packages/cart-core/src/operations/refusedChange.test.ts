import { type StoreApiClient, StoreApiHttpError } from '@beautyshop/store-api-client';
import { describe, expect, it, vi } from 'vitest';
import { handlerTransport } from '../cart/handlerTransport.js';
import { createCartHandler } from '../createCartHandler.js';
import { cartWith, productLine } from '../test/cartFixture.js';
import { CART_CHANGE_REFUSED, LINE_ITEM_NOT_FOUND, LINE_ITEM_QUANTITY_INVALID } from './refusedChange.js';

const refusal = (status: number, code: string, detail: string) =>
  new StoreApiHttpError({ status, messages: [detail], errors: [{ status: String(status), code, detail }] });

/** A session client whose writes the Store API refuses with `error`; the cart as it is holds one line. */
function refusingClient(error: unknown) {
  const current = cartWith([productLine('p1', 2)]);
  const refuse = vi.fn(async () => {
    throw error;
  });
  const client = {
    cart: {
      readCart: vi.fn(async () => current),
      addLineItems: refuse,
      updateLineItems: refuse,
      removeLineItems: refuse,
    },
  } as unknown as Pick<StoreApiClient, 'cart'>;
  return { client, current };
}

describe('a cart change the Store API refuses is data, not an exception', () => {
  it('removing a line that is gone already (a second tab, a double click) answers the cart as it is now', async () => {
    const { client, current } = refusingClient(
      refusal(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 'Line item with identifier x not found.'),
    );
    const result = await handlerTransport(createCartHandler({ client })).write({
      type: 'remove',
      lineId: 'x',
    });
    expect(result.cart).toBe(current);
    expect(result.errors).toEqual([
      {
        key: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
        messageKey: LINE_ITEM_NOT_FOUND,
        level: 20,
        message: 'Line item with identifier x not found.',
      },
    ]);
  });

  it('a quantity change of such a line says the same', async () => {
    const { client } = refusingClient(refusal(404, 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND', 'not found'));
    const result = await createCartHandler({ client }).updateLines([{ id: 'x', quantity: 2 }]);
    expect(result.errors.map((error) => error.messageKey)).toEqual([LINE_ITEM_NOT_FOUND]);
  });

  it('a quantity the Store API does not take, on an add', async () => {
    const { client, current } = refusingClient(
      refusal(400, 'CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY', 'The quantity must be a positive integer.'),
    );
    const result = await createCartHandler({ client }).addLines([{ productId: 'p2', quantity: 999_999 }]);
    expect(result.cart).toBe(current);
    expect(result.errors.map((error) => error.messageKey)).toEqual([LINE_ITEM_QUANTITY_INVALID]);
  });

  it('another refusal (a conflicting write) gets the general key', async () => {
    const { client } = refusingClient(refusal(409, 'CHECKOUT__CART_WRITE_CONFLICT', 'try again'));
    const result = await createCartHandler({ client }).removeLines(['p1']);
    expect(result.errors.map((error) => [error.key, error.messageKey])).toEqual([
      ['CHECKOUT__CART_WRITE_CONFLICT', CART_CHANGE_REFUSED],
    ]);
  });

  it.each([
    ['a failing Store API', refusal(503, 'FRAMEWORK__UNAVAILABLE', 'down')],
    ['a session it does not know', refusal(401, 'FRAMEWORK__UNAUTHORIZED', 'who?')],
    ['a throttled shopper', refusal(429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED', 'wait')],
    ['a bug of the caller', new TypeError('not a Store API answer')],
  ])('%s is still thrown', async (_case, error) => {
    const { client } = refusingClient(error);
    await expect(createCartHandler({ client }).removeLines(['p1'])).rejects.toBe(error);
  });
});
