import { describe, expect, it } from 'vitest';
import { cartProductIds } from './cartProductIds';
import { productIdsKey } from './productIdsKey';

describe('the products a cart is recommended for', () => {
  it('are its product lines only, by the product they reference', () => {
    expect(
      cartProductIds([
        { type: 'product', referencedId: 'b' },
        { type: 'promotion', referencedId: 'SUMMER' },
        { type: 'product', referencedId: null },
        { type: 'product', referencedId: 'a' },
      ]),
    ).toEqual(['b', 'a']);
  });

  it('have one key whatever the order of the lines and however often a product appears', () => {
    expect(productIdsKey(['b', 'a', 'b'])).toBe(productIdsKey(['a', 'b']));
    expect(productIdsKey([])).toBe('');
  });
});
