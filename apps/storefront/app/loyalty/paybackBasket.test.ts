import { describe, expect, it } from 'vitest';
import { basketKeyOf, productsOfLines } from './paybackBasket';

describe('the basket the points are calculated for', () => {
  it('holds the product lines by product id with their quantities, nothing else', () => {
    const lines = [
      { type: 'product', referencedId: 'a', quantity: 2 },
      { type: 'promotion', referencedId: 'WELCOME15', quantity: 1 },
      { type: 'product', referencedId: 'b', quantity: 1 },
      { type: 'product', referencedId: 'a', quantity: 1 },
      { type: 'product', referencedId: null, quantity: 1 },
    ];
    expect(productsOfLines(lines)).toEqual({ a: 3, b: 1 });
  });

  it('names the same basket alike whatever the order of its lines', () => {
    expect(basketKeyOf({ b: 1, a: 3 })).toBe(basketKeyOf({ a: 3, b: 1 }));
    expect(basketKeyOf({ a: 3 })).not.toBe(basketKeyOf({ a: 2 }));
  });
});
