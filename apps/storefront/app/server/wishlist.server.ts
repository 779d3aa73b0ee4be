import { type ServerWishlist, storeApiWishlist, type WishlistOwner } from '@beautyshop/cart-core';
import type { ShopRequest } from '../request/shopRequest';
import { isSecureOrigin } from '../session/cookies';
import { isLoggedOutAnswer } from '../session/loggedOutAnswer';
import { guestWishlistCookie, readGuestWishlist } from '../wishlist/guestWishlistCookie';
import { serverConfig } from './config.server';
import { type RequestStoreApi, storeApiFor } from './storeApi.server';

export interface RequestWishlist {
  storeApi: RequestStoreApi;
  /** Read it after the list: a customer's session that ended meanwhile turns the request into a guest's. */
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
  return wishlistOf(await storeApiFor(request, shop), {
    hasSession: shop.session.contextToken !== undefined,
    cookie: request.headers.get('cookie'),
    secure: isSecureOrigin(new URL(serverConfig().appUrl)),
  });
}

/** `wishlistFor` on a request's Store API: whether it has a session, its cookie header, and the cookies' flag. */
export async function wishlistOf(
  storeApi: RequestStoreApi,
  request: { hasSession: boolean; cookie: string | null; secure: boolean },
): Promise<RequestWishlist> {
  let guestIds = readGuestWishlist(request.cookie) ?? [];
  const writeGuest = (ids: string[]) => {
    guestIds = ids;
    storeApi.setCookies.push(guestWishlistCookie(ids, { secure: request.secure }));
  };
  const customer = request.hasSession ? (await storeApi.client.context.readContext()).customer : undefined;
  const guest = {
    productIds: async () => guestIds,
    add: async (id: string) => writeGuest(guestIds.includes(id) ? guestIds : [...guestIds, id]),
    remove: async (id: string) => writeGuest(guestIds.filter((item) => item !== id)),
    merge: async (ids: readonly string[]) => writeGuest([...new Set([...guestIds, ...ids])]),
  };
  if (!customer || customer.guest) return { storeApi, owner: 'guest', ...guest };
  const server: ServerWishlist = storeApiWishlist(storeApi.client);
  const wishlist: RequestWishlist = { storeApi, owner: 'customer', ...guest };
  // A login or logout elsewhere (another tab, the page's own form a moment earlier) can end the customer's session
  // between the context read and the wishlist call: the Store API then refuses it as not logged in, and the
  // request is a guest's, answered from the guest's list instead of failing.
  const orAsGuest =
    <Args extends unknown[], Result>(
      onServer: (...args: Args) => Promise<Result>,
      asGuest: (...args: Args) => Promise<Result>,
    ) =>
    async (...args: Args): Promise<Result> => {
      if (wishlist.owner === 'guest') return asGuest(...args);
      try {
        return await onServer(...args);
      } catch (error) {
        if (!isLoggedOutAnswer(error)) throw error;
        wishlist.owner = 'guest';
        return asGuest(...args);
      }
    };
  wishlist.productIds = orAsGuest(() => server.read(), guest.productIds);
  wishlist.add = orAsGuest(server.add, guest.add);
  wishlist.remove = orAsGuest(server.remove, guest.remove);
  wishlist.merge = orAsGuest(async (ids: readonly string[]) => {
    if (ids.length > 0) await server.merge(ids);
  }, guest.merge);
  if (guestIds.length > 0) {
    const merged = guestIds;
    await wishlist.merge(merged);
    if (wishlist.owner === 'customer') writeGuest([]);
  }
  return wishlist;
}
