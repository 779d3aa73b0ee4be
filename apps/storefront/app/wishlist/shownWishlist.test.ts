import { initialWishlistState, wishlistTransition } from '@beautyshop/cart-core';
import { describe, expect, it } from 'vitest';
import { shownWishlist } from './shownWishlist';

const rendered = [{ id: 'a' }, { id: 'b' }];

describe('the wishlist page shows what it was rendered with until the browser knows the list (spec 4)', () => {
  it('keeps every product without the stores (no JavaScript yet)', () => {
    expect(shownWishlist(rendered, undefined)).toEqual(rendered);
  });

  it("keeps a customer's products while the store reads the list, and when that read failed", () => {
    const idle = initialWishlistState('customer');
    const loading = wishlistTransition(idle, { type: 'load' });
    expect(shownWishlist(rendered, idle)).toEqual(rendered);
    expect(shownWishlist(rendered, loading)).toEqual(rendered);
    expect(shownWishlist(rendered, wishlistTransition(loading, { type: 'loadFailed' }))).toEqual(rendered);
  });

  it("drops a product the customer's loaded list no longer has (moved to the cart, removed in another tab)", () => {
    const loaded = wishlistTransition(initialWishlistState('customer'), {
      type: 'loaded',
      productIds: ['a', 'b'],
    });
    expect(shownWishlist(rendered, wishlistTransition(loaded, { type: 'remove', productId: 'a' }))).toEqual([
      { id: 'b' },
    ]);
  });

  it("follows a guest's list at once (it is read from local storage when the store starts)", () => {
    expect(shownWishlist(rendered, initialWishlistState('guest', ['b']))).toEqual([{ id: 'b' }]);
  });
});
