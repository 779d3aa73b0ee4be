import { describe, expect, it } from 'vitest';
import { guestWishlistCookie, readGuestWishlist } from './guestWishlistCookie';

describe('a guest’s wishlist without local storage (JavaScript off): a cookie of product ids', () => {
  it('reads the ids, dropping anything that is not an id and duplicates', () => {
    expect(readGuestWishlist('a=1; bs_wishlist=abc.def.abc.<x>; b=2')).toEqual(['abc', 'def']);
    expect(readGuestWishlist('a=1')).toBeUndefined();
    expect(readGuestWishlist('bs_wishlist=')).toEqual([]);
  });

  it('keeps them for 365 days, readable by the page, and clears the cookie when the list is empty', () => {
    expect(guestWishlistCookie(['abc', 'def'], { secure: true })).toBe(
      'bs_wishlist=abc.def; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(guestWishlistCookie([], { secure: false })).toBe('bs_wishlist=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('keeps the newest 100', () => {
    const ids = Array.from({ length: 120 }, (_, index) => `id${index}`);
    const cookie = guestWishlistCookie(ids, { secure: false });
    expect(readGuestWishlist(cookie.split(';')[0] ?? '')).toEqual(ids.slice(20));
  });
});
