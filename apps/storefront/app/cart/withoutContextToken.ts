import type { Cart } from '@beautyshop/store-api-client';

/**
 * The cart as the browser may see it. Shopware's cart carries the shopper's context token (`token`), and the
 * architecture keeps that token in an HttpOnly cookie, out of reach of every script on the page: a cart given to a
 * page (the frame's badge, the side cart, the cart page, the cart store's JSON) leaves it out.
 */
export function withoutContextToken<T extends Pick<Cart, 'token'>>(cart: T): Omit<T, 'token'> {
  const { token: _token, ...rest } = cart;
  return rest;
}
