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
});
