import { describe, expect, it } from 'vitest';
import { cartWith, productLine } from '../test/cartFixture.js';
import { isVirtualCart } from './isVirtualCart.js';

const promotion = { id: 'p', type: 'promotion', states: [] };

describe("spec 4: the cart is virtual if every non-promotion item has the 'is-download' state", () => {
  it('is virtual when every product is a download, promotions aside', () => {
    expect(isVirtualCart(cartWith([productLine('a', 1, ['is-download']), promotion]))).toBe(true);
  });

  it('is not virtual when one item is physical', () => {
    expect(
      isVirtualCart(cartWith([productLine('a', 1, ['is-download']), productLine('b', 1, ['is-physical'])])),
    ).toBe(false);
  });

  it('is not virtual when it holds nothing but promotions, or nothing', () => {
    expect(isVirtualCart(cartWith([promotion]))).toBe(false);
    expect(isVirtualCart(cartWith([]))).toBe(false);
    expect(isVirtualCart(undefined)).toBe(false);
  });
});
