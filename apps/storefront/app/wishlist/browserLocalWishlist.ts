import type { LocalWishlist } from '@beautyshop/cart-core';
import { guestWishlistCookie, readGuestWishlist } from './guestWishlistCookie';

/** The local storage key of a guest's wishlist (spec 9 leaves the name open). */
export const WISHLIST_STORAGE_KEY = 'beautyshop:wishlist';

function readStorage(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Spec 4: a guest's wishlist in local storage, mirrored in a cookie that the server reads (the wishlist page, and
 * forms without JavaScript, which write only the cookie). The cookie, when present, is the newer truth.
 */
export function browserLocalWishlist(): LocalWishlist {
  return {
    read: () => readGuestWishlist(document.cookie) ?? readStorage(),
    write(productIds) {
      try {
        window.localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(productIds));
      } catch {
        // Storage full or blocked (private mode): the cookie still keeps the list.
      }
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie mirrors the list for the server; no store API needed for one value.
      document.cookie = guestWishlistCookie(productIds, { secure: window.location.protocol === 'https:' });
    },
  };
}
