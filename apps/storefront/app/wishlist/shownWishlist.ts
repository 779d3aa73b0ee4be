import type { WishlistState } from '@beautyshop/cart-core';

/**
 * The products the wishlist page shows: those the page was rendered with, less those the browser's wishlist no
 * longer has (with JavaScript a product moved or removed leaves the page at once). A customer's list is known only
 * once the store has read it from the server; until then, and when that read failed, the page keeps what it was
 * rendered with, so its forms do not vanish (and a click sent meanwhile is not lost) while the list loads.
 */
export function shownWishlist<Product extends { id: string }>(
  rendered: readonly Product[],
  state: WishlistState | undefined,
): Product[] {
  const known = state !== undefined && (state.owner === 'guest' || state.status === 'ready');
  return rendered.filter((product) => !known || state.productIds.includes(product.id));
}
