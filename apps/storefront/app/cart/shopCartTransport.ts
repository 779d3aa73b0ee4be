import type { CartResult, CartTransport, ServerWishlist, WishlistOwner } from '@beautyshop/cart-core';
import { cartFormOf } from './cartChangeForm';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`The shop answered ${response.status}`);
  return (await response.json()) as T;
}

const asJson = { Accept: 'application/json' };

/** The browser's cart store talks to the shop's own action (the access key never reaches the page). */
export function shopCartTransport(changeUrl: string): CartTransport {
  return {
    read: async () => json<CartResult>(await fetch(changeUrl, { headers: asJson })),
    write: async (change) =>
      json<CartResult>(await fetch(changeUrl, { method: 'POST', headers: asJson, body: cartFormOf(change) })),
  };
}

export interface WishlistAnswer {
  owner: WishlistOwner;
  productIds: string[];
}

/** URL-encoded, as the cart's form (cartFormOf). */
function wishlistForm(entries: Record<string, string | readonly string[]>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of typeof value === 'string' ? [value] : value) form.append(name, item);
  }
  return form;
}

/** A customer's wishlist through the shop's wishlist action. */
export function shopWishlistServer(changeUrl: string): ServerWishlist {
  const post = async (entries: Record<string, string | readonly string[]>) => {
    await json<WishlistAnswer>(
      await fetch(changeUrl, { method: 'POST', headers: asJson, body: wishlistForm(entries) }),
    );
  };
  return {
    read: async () => (await json<WishlistAnswer>(await fetch(changeUrl, { headers: asJson }))).productIds,
    add: (productId) => post({ intent: 'add', productId }),
    remove: (productId) => post({ intent: 'remove', productId }),
    merge: (productIds) => post({ intent: 'merge', productIds }),
  };
}
