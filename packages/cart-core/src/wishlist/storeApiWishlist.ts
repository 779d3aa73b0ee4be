import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { ServerWishlist } from './wishlistStore.js';

/**
 * A customer's wishlist through the Store API (a session client of a logged-in customer): the `ServerWishlist` of
 * a server or a script. Spec 8: the client answers a 404 on load as an empty list.
 */
export function storeApiWishlist(client: Pick<StoreApiClient, 'wishlist'>): ServerWishlist {
  return {
    read: async () => (await client.wishlist.readWishlist({ limit: 100 })).map((product) => product.id),
    add: (productId) => client.wishlist.addToWishlist(productId),
    remove: (productId) => client.wishlist.removeFromWishlist(productId),
    merge: (productIds) => client.wishlist.mergeWishlist(productIds),
  };
}
