import type { LineItem, StoreApiClient } from '@beautyshop/store-api-client';
import { describe, expect, it, vi } from 'vitest';
import { handlerTransport } from '../cart/handlerTransport.js';
import { QUANTITY_OFF_STEPS } from '../cart/lineQuantity.js';
import { createCartHandler } from '../createCartHandler.js';
import { cartWith, productLine } from '../test/cartFixture.js';
import { cartLinesUpdateCheckedDefault } from './cartLinesUpdateChecked.js';

const valuePack: LineItem = {
  ...productLine('pack', 3),
  quantityInformation: { minPurchase: 3, purchaseSteps: 3, maxPurchase: 30 },
};

function clientWith(lines: LineItem[]) {
  const updateLineItems = vi.fn(async (updates: { id: string; quantity: number | string }[]) =>
    cartWith(lines.map((line) => ({ ...line, quantity: Number(updates[0]?.quantity) }))),
  );
  const client = {
    cart: { readCart: vi.fn(async () => cartWith(lines)), updateLineItems },
  } as unknown as Pick<StoreApiClient, 'cart'>;
  return { client, updateLineItems };
}

describe('cartLinesUpdateCheckedDefault: quantities the line allows, or the cart as it was and an error', () => {
  it('changes a quantity on the steps', async () => {
    const { client, updateLineItems } = clientWith([valuePack]);
    const result = await cartLinesUpdateCheckedDefault({ client })([{ id: 'pack', quantity: 6 }]);
    expect(updateLineItems).toHaveBeenCalledWith([{ id: 'pack', quantity: 6 }], undefined);
    expect(result).toMatchObject({ errors: [], cart: { lineItems: [{ id: 'pack', quantity: 6 }] } });
  });

  it('refuses a quantity off the steps: no change sent, the current cart, one error for the line', async () => {
    const { client, updateLineItems } = clientWith([valuePack]);
    const result = await cartLinesUpdateCheckedDefault({ client })([{ id: 'pack', quantity: 5 }]);
    expect(updateLineItems).not.toHaveBeenCalled();
    expect(result.cart.lineItems?.[0]?.quantity).toBe(3);
    expect(result.errors.map((error) => [error.messageKey, error.key])).toEqual([
      [QUANTITY_OFF_STEPS, `${QUANTITY_OFF_STEPS}pack`],
    ]);
  });

  it('leaves a line it does not know to the Store API (it answers that one)', async () => {
    const { client, updateLineItems } = clientWith([valuePack]);
    await cartLinesUpdateCheckedDefault({ client })([{ id: 'gone', quantity: 2 }]);
    expect(updateLineItems).toHaveBeenCalledOnce();
  });

  it("replaces the handler's updateLines, so the store's update change goes through it", async () => {
    const { client, updateLineItems } = clientWith([valuePack]);
    const handler = createCartHandler({
      client,
      customMethods: { updateLines: cartLinesUpdateCheckedDefault({ client }) },
    });
    const result = await handlerTransport(handler).write({ type: 'update', lineId: 'pack', quantity: 4 });
    expect(updateLineItems).not.toHaveBeenCalled();
    expect(result.errors[0]?.messageKey).toBe(QUANTITY_OFF_STEPS);
  });
});
