import type { Cart } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartKeyOf } from './cartKey';

const cart = (quantity: number, total: number): Cart =>
  ({
    apiAlias: 'cart',
    price: { netPrice: total, totalPrice: total, positionPrice: total, rawTotal: total, taxStatus: 'gross' },
    lineItems: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity, price: { totalPrice: total } }],
  }) as Cart;
const context = { shippingMethod: undefined, paymentMethod: undefined, customer: null };

describe('issue 17: a stale cart is shown, not ordered', () => {
  it('gives the same cart the same key', () => {
    expect(cartKeyOf(cart(1, 10), context)).toBe(cartKeyOf(cart(1, 10), context));
  });

  it('changes the key when a quantity, a price or the payment method changes', () => {
    const key = cartKeyOf(cart(1, 10), context);
    expect(cartKeyOf(cart(2, 20), context)).not.toBe(key);
    expect(cartKeyOf(cart(1, 12), context)).not.toBe(key);
    const card = { ...context, paymentMethod: { id: 'card', name: 'Card', technicalName: 'payment_card' } };
    expect(cartKeyOf(cart(1, 10), card)).not.toBe(key);
  });

  it('does not depend on the order of the lines (an order lists its lines in an order of its own)', () => {
    const line = (id: string) => ({
      id,
      type: 'product',
      referencedId: id,
      quantity: 1,
      price: { totalPrice: 5 },
    });
    const both = cart(1, 10);
    const forward = { ...both, lineItems: [line('a'), line('b')] } as Cart;
    const backward = { ...both, lineItems: [line('b'), line('a')] } as Cart;
    expect(cartKeyOf(forward, context)).toBe(cartKeyOf(backward, context));
  });
});
