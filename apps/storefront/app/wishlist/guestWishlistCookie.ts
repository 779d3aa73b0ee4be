import { COOKIE_MAX_AGE_SECONDS } from '../session/cookies';

/**
 * A guest's wishlist where local storage cannot serve (JavaScript off, and the server rendering the wishlist
 * page): a cookie of product ids, readable by the page so the browser's store keeps it and local storage in step.
 * Product ids only (no customer data); at most 100, which keeps the cookie under 3.5 kB.
 */
export const GUEST_WISHLIST_COOKIE = 'bs_wishlist';
export const GUEST_WISHLIST_LIMIT = 100;
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The product ids of a cookie string (Cookie header or `document.cookie`); undefined when there is no such cookie. */
export function readGuestWishlist(cookies: string | null): string[] | undefined {
  const pair = (cookies ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${GUEST_WISHLIST_COOKIE}=`));
  if (pair === undefined) return undefined;
  const ids = pair
    .slice(GUEST_WISHLIST_COOKIE.length + 1)
    .split('.')
    .filter((id) => PRODUCT_ID.test(id));
  return [...new Set(ids)].slice(0, GUEST_WISHLIST_LIMIT);
}

/** The Set-Cookie / `document.cookie` value keeping these ids for 365 days (spec 9); an empty list clears it. */
export function guestWishlistCookie(productIds: readonly string[], { secure }: { secure: boolean }): string {
  const ids = [...new Set(productIds)].filter((id) => PRODUCT_ID.test(id)).slice(-GUEST_WISHLIST_LIMIT);
  const maxAge = ids.length === 0 ? 0 : COOKIE_MAX_AGE_SECONDS;
  return `${GUEST_WISHLIST_COOKIE}=${ids.join('.')}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
