import { describe, expect, it } from 'vitest';
import { cartChangeEvents } from './cartDiff';

const serum = { id: 'line-1', productNumber: 'SW-1', name: 'Serum', unitPrice: 19.9, quantity: 1 };
const cream = {
  id: 'line-2',
  productNumber: 'SW-2',
  name: 'Cream',
  unitPrice: 10,
  quantity: 2,
  variant: '50 ml',
};

describe('cart change events are what the server answer changed', () => {
  it('a new line is add_to_cart with its quantity, price and currency', () => {
    expect(cartChangeEvents('EUR', [], [serum])).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 19.9,
          items: [
            { item_id: 'SW-1', item_name: 'Serum', index: 0, price: 19.9, quantity: 1, currency: 'EUR' },
          ],
        },
      },
    ]);
  });

  it('a line that grew is added by the difference only', () => {
    const [event] = cartChangeEvents('CHF', [cream], [{ ...cream, quantity: 5 }]);
    expect(event).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { value: 30, items: [{ item_id: 'SW-2', item_variant: '50 ml', quantity: 3 }] },
    });
  });

  it('a line that shrank or went is remove_from_cart by the difference', () => {
    expect(cartChangeEvents('EUR', [serum, cream], [{ ...cream, quantity: 1 }])).toEqual([
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({
          value: 29.9,
          items: [
            expect.objectContaining({ item_id: 'SW-1', quantity: 1 }),
            expect.objectContaining({ item_id: 'SW-2', quantity: 1 }),
          ],
        }),
      }),
    ]);
  });

  it('an answer that changed nothing (an add refused for stock, a code) reports nothing', () => {
    expect(cartChangeEvents('EUR', [serum], [serum])).toEqual([]);
  });

  it('a change that both adds and removes reports one event of each', () => {
    expect(cartChangeEvents('EUR', [serum], [cream]).map((event) => event.event)).toEqual([
      'add_to_cart',
      'remove_from_cart',
    ]);
  });
});
