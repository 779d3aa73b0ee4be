import type { Cart, LineItem } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartAnswerEvents } from './cartAnswerEvents';

const line = (id: string, quantity: number): LineItem => ({
  id,
  type: 'product',
  label: `Product ${id}`,
  quantity,
  referencedId: id,
  price: { unitPrice: 10, totalPrice: 10 * quantity },
  payload: { productNumber: `SW-${id}` },
});

const cartOf = (...lineItems: LineItem[]): Cart => ({
  price: { netPrice: 0, totalPrice: 0, positionPrice: 0, rawTotal: 0, taxStatus: 'gross' },
  lineItems,
  apiAlias: 'cart',
});

describe('the events of an answered cart change', () => {
  it('the first add to a shopper without a cart is add_to_cart of that product', () => {
    expect(cartAnswerEvents('EUR', undefined, cartOf(line('a', 1)))).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 10,
          items: [
            { item_id: 'SW-a', item_name: 'Product a', index: 0, price: 10, quantity: 1, currency: 'EUR' },
          ],
        },
      },
    ]);
  });

  it('a quantity decreased in the side cart is remove_from_cart of the difference', () => {
    const [event] = cartAnswerEvents('EUR', cartOf(line('a', 3)), cartOf(line('a', 1)));
    expect(event).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { value: 20, items: [{ quantity: 2 }] },
    });
  });

  it('a promotion code changes no product: no event', () => {
    const promotion: LineItem = { id: 'p', type: 'promotion', label: '10 %' };
    expect(cartAnswerEvents('EUR', cartOf(line('a', 1)), cartOf(line('a', 1), promotion))).toEqual([]);
  });
});
