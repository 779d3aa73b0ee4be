import type { Cart, Order } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartKeyOf } from './cartKey';
import { isOrderOfCart, SAME_PLACEMENT_MS } from './orderOfCart';

const context = { shippingMethod: undefined, paymentMethod: undefined, customer: null };
const price = { netPrice: 10, totalPrice: 10, positionPrice: 10, rawTotal: 10, taxStatus: 'gross' as const };
const cart = {
  apiAlias: 'cart',
  price,
  lineItems: [{ id: 'p1', type: 'product', referencedId: 'p1', quantity: 1, price: { totalPrice: 10 } }],
} as Cart;
const placedAt = Date.parse('2026-11-29T10:00:00.000Z');
const order = {
  id: 'o1',
  orderDateTime: new Date(placedAt).toISOString(),
  billingAddressId: 'a1',
  stateMachineState: { technicalName: 'open', name: 'Open', translated: {} },
  price,
  documents: [],
  lineItems: [
    {
      id: 'ol1',
      identifier: 'p1',
      label: 'Creme',
      type: 'product',
      referencedId: 'p1',
      quantity: 1,
      totalPrice: 10,
    },
  ],
} as Order;
const key = cartKeyOf(cart, context);

describe('issue 17: a second submit of an ordered cart is led to the order placed from it', () => {
  it('knows the order placed a moment ago from the cart with this key', () => {
    expect(isOrderOfCart(order, context, key, placedAt + 2_000)).toBe(true);
  });

  it('does not take an order of another cart for it', () => {
    const other = { ...order, lineItems: [{ ...order.lineItems?.[0], quantity: 2 }] } as Order;
    expect(isOrderOfCart(other, context, key, placedAt + 2_000)).toBe(false);
  });

  it('does not take an earlier order of the same cart (the same products again, days later) for it', () => {
    expect(isOrderOfCart(order, context, key, placedAt + SAME_PLACEMENT_MS + 1)).toBe(false);
  });

  it('does not take an order with an unreadable date for it', () => {
    expect(isOrderOfCart({ ...order, orderDateTime: 'yesterday' }, context, key, placedAt)).toBe(false);
  });
});
