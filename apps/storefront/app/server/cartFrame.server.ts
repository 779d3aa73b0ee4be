import type { WishlistOwner } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { withoutContextToken } from '../cart/withoutContextToken';
import type { ShopRequest } from '../request/shopRequest';
import type { RequestStoreApi } from './storeApi.server';

export interface CartFrameData {
  /** The shopper's cart for the header badge and the side cart; null for a visitor without a session. */
  cart: Cart | null;
  wishlistOwner: WishlistOwner;
}

/**
 * What every page of the shop frame needs of the cart. A visitor without a context token has no cart and is a
 * guest: nothing is asked, so anonymous pages stay shareable (architecture). A shopper with a session gets private
 * pages anyway; their cart and whether they are logged in come in one parallel round.
 */
export async function loadCartFrame(
  storeApi: RequestStoreApi,
  shop: Pick<ShopRequest, 'session'>,
): Promise<CartFrameData> {
  if (shop.session.contextToken === undefined) return { cart: null, wishlistOwner: 'guest' };
  const [cart, context] = await Promise.all([
    storeApi.client.cart.readCart(),
    storeApi.client.context.readContext(),
  ]);
  const customer = context.customer;
  return {
    cart: withoutContextToken(cart),
    wishlistOwner: customer && !customer.guest ? 'customer' : 'guest',
  };
}
