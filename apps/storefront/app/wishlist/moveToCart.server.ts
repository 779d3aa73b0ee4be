import type { CartResult } from '@beautyshop/cart-core';
import { cartFor } from '../cart/cartHandler.server';
import type { ShopRequest } from '../request/shopRequest';
import { cookieHeaders } from '../server/storeApi.server';
import { type RequestWishlist, wishlistFor } from '../server/wishlist.server';
import { movedToCart } from './movedToCart';

export interface MoveToCartAnswer {
  result: CartResult;
  moved: boolean;
  wishlist: RequestWishlist;
  /** Both writes' cookies (the context token of a new cart, a guest's wishlist cookie). */
  headers: Headers;
}

/**
 * The wishlist's "move to cart" in one action: the product is added to the cart and, once it is there, removed
 * from the wishlist (a customer's on the Store API, a guest's in the wishlist cookie).
 */
export async function moveToCart(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
  productId: string,
): Promise<MoveToCartAnswer> {
  const cart = await cartFor(request, shop);
  const result = await cart.change({ type: 'add', lines: [{ productId, quantity: 1 }] });
  const wishlist = await wishlistFor(request, shop);
  const moved = movedToCart(result.cart.lineItems, productId);
  if (moved) await wishlist.remove(productId);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const cookies = new Set([...cookieHeaders(cart.storeApi).getSetCookie(), ...wishlist.storeApi.setCookies]);
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return { result, moved, wishlist, headers };
}
