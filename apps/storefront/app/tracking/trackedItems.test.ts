import { describe, expect, it } from 'vitest';
import { orderCoupon, trackedCartLines, trackedOrderLines } from './trackedItems';

describe('cart and order lines as tracked products', () => {
  it('a product line is named by its product number, with price, quantity and variant', () => {
    expect(
      trackedCartLines([
        {
          id: 'line-1',
          type: 'product',
          label: 'Serum',
          quantity: 2,
          referencedId: 'p1',
          price: { unitPrice: 19.9 },
          payload: { productNumber: 'SW-1', options: [{ group: 'Size', option: '50 ml' }] },
        },
      ]),
    ).toEqual([
      { id: 'line-1', productNumber: 'SW-1', name: 'Serum', unitPrice: 19.9, quantity: 2, variant: '50 ml' },
    ]);
  });

  it('promotions and gift cards are not items', () => {
    expect(
      trackedCartLines([
        { id: 'promo', type: 'promotion', label: '10 %' },
        { id: 'card', type: 'voucherCard', label: 'Gift card' },
      ]),
    ).toEqual([]);
  });

  it('a line without payload falls back to the product id and counts as one', () => {
    expect(trackedCartLines([{ id: 'l', type: 'product', referencedId: 'p9' }])).toEqual([
      { id: 'l', productNumber: 'p9', name: 'p9', unitPrice: undefined, quantity: 1, variant: undefined },
    ]);
  });

  it('order lines carry their unit price and the options joined as the variant', () => {
    expect(
      trackedOrderLines([
        {
          id: 'o1',
          type: 'product',
          label: 'Cream',
          quantity: 1,
          unitPrice: 10,
          referencedId: 'p2',
          payload: {
            productNumber: 'SW-2',
            options: [
              { group: 'Colour', option: 'Rosé' },
              { group: 'Size', option: '50 ml' },
            ],
          },
        },
        { id: 'o2', type: 'promotion', label: 'Discount', quantity: 1, unitPrice: -5 },
      ]),
    ).toEqual([
      { id: 'o1', productNumber: 'SW-2', name: 'Cream', unitPrice: 10, quantity: 1, variant: 'Rosé / 50 ml' },
    ]);
  });

  it("an order's coupon is the codes of its promotion lines, joined by commas; automatic promotions have none", () => {
    expect(
      orderCoupon([
        { id: 'p', type: 'product', label: 'Cream', quantity: 1, referencedId: 'p1' },
        {
          id: 'c1',
          type: 'promotion',
          label: '10 %',
          quantity: 1,
          referencedId: 'WELCOME10',
          payload: { code: 'WELCOME10' },
        },
        {
          id: 'auto',
          type: 'promotion',
          label: 'Free shipping',
          quantity: 1,
          referencedId: null,
          payload: { code: '' },
        },
        { id: 'c2', type: 'promotion', label: '5 EUR', quantity: 1, referencedId: 'SPRING5' },
        { id: 'card', type: 'voucherCard', label: 'Gift card', quantity: 1, referencedId: 'GIFT-1' },
      ]),
    ).toBe('WELCOME10,SPRING5');
    expect(orderCoupon([{ id: 'p', type: 'product', label: 'Cream', quantity: 1 }])).toBeUndefined();
    expect(orderCoupon(undefined)).toBeUndefined();
  });
});
