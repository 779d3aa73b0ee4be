import { describe, expect, it } from 'vitest';
import { movedToCart } from './movedToCart';

describe('move to cart', () => {
  it('has arrived when the cart answers a product line for the product', () => {
    expect(movedToCart([{ id: 'l1', type: 'product', referencedId: 'p1' }], 'p1')).toBe(true);
  });

  it('has not arrived when the cart has no line for it (out of stock, unknown): the product stays on the list', () => {
    expect(movedToCart([{ id: 'l2', type: 'product', referencedId: 'p2' }], 'p1')).toBe(false);
    expect(movedToCart([{ id: 'p1', type: 'promotion', referencedId: 'p1' }], 'p1')).toBe(false);
    expect(movedToCart(undefined, 'p1')).toBe(false);
  });
});
