import { type ServerWishlist, storeApiWishlist, type WishlistOwner } from '@beautyshop/cart-core';
import type { ShopRequest } from '../request/shopRequest';
import { isSecureOrigin } from '../session/cookies';
import { guestWishlistCookie, readGuestWishlist } from '../wishlist/guestWishlistCookie';
import { serverConfig } from './config.server';
import { type RequestStoreApi, storeApiFor } from './storeApi.server';

export interface RequestWishlist {
  storeApi: RequestStoreApi;
  owner: WishlistOwner;
  productIds(): Promise<string[]>;
  add(productId: string): Promise<void>;
  remove(productId: string): Promise<void>;
  /** Spec 4: on login the guest's items are merged to the server and the guest list cleared. */
  merge(productIds: readonly string[]): Promise<void>;
}

/**
 * The wishlist of the shopper making this request. Spec 6: a logged-in non-guest customer keeps it on the server;
 * a guest in local storage, which the server cannot read, so the shop mirrors it in a cookie (see
 * guestWishlistCookie). A guest's items found in the cookie once they are logged in are merged and the cookie
 * cleared, so a login page without JavaScript merges too.
 */
export async function wishlistFor(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
): Promise<RequestWishlist> {
  const storeApi = await storeApiFor(request, shop);
  const secure = isSecureOrigin(new URL(serverConfig().appUrl));
  let guestIds = readGuestWishlist(request.headers.get('cookie')) ?? [];
  const writeGuest = (ids: string[]) => {
    guestIds = ids;
    storeApi.setCookies.push(guestWishlistCookie(ids, { secure }));
  };
  const customer =
    shop.session.contextToken === undefined
      ? undefined
      : (await storeApi.client.context.readContext()).customer;
  const owner: WishlistOwner = customer && !customer.guest ? 'customer' : 'guest';
  if (owner === 'guest') {
    return {
      storeApi,
      owner,
      productIds: async () => guestIds,
      add: async (id) => writeGuest(guestIds.includes(id) ? guestIds : [...guestIds, id]),
      remove: async (id) => writeGuest(guestIds.filter((item) => item !== id)),
      merge: async (ids) => writeGuest([...new Set([...guestIds, ...ids])]),
    };
  }
  const server: ServerWishlist = storeApiWishlist(storeApi.client);
  const merge = async (ids: readonly string[]) => {
    if (ids.length > 0) await server.merge(ids);
  };
  if (guestIds.length > 0) {
    await merge(guestIds);
    writeGuest([]);
  }
  return { storeApi, owner, productIds: () => server.read(), add: server.add, remove: server.remove, merge };
}
