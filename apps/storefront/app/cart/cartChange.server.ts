import type { CartResult } from '@beautyshop/cart-core';
import { localePath } from '../locale/fromPath';
import type { ShopRequest } from '../request/shopRequest';
import { cookieHeaders } from '../server/storeApi.server';
import { CART_FORM_INVALID, cartChangeOf } from './cartChangeForm';
import { cartFor } from './cartHandler.server';
import { privateHeaders } from './cartPage.server';
import { returnPath, withNotices } from './returnPath';

type Shop = Pick<ShopRequest, 'locale' | 'session'>;

/** The shopper's cart as the browser's cart store reads it. */
export async function readCartAnswer(
  request: Request,
  shop: Shop,
): Promise<{ result: CartResult; headers: Headers }> {
  const cart = await cartFor(request, shop);
  const result = await cart.read();
  return { result, headers: privateHeaders(cookieHeaders(cart.storeApi)) };
}

export type CartChangeAnswer =
  | { kind: 'malformed'; message: string }
  | { kind: 'json'; result: CartResult; headers: Headers }
  | { kind: 'redirect'; location: string; headers: Headers };

/**
 * One cart form's change (add, add by product number, quantity, remove, promotion code, gift card) through the
 * cart handler. The browser's cart store asks for JSON; a plain form (no JavaScript) is answered with a redirect to
 * the page it came from, or to the cart, carrying the answer's message keys. Expected failures are data either way.
 */
export async function changeCart(request: Request, shop: Shop, form: FormData): Promise<CartChangeAnswer> {
  const parsed = cartChangeOf(form);
  const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false;
  const cartPage = localePath('/checkout/cart', shop.locale.locale);
  if (!parsed.ok) {
    // The browser's store gets the status; a plain form (a code field sent empty, a hand-made post) gets the cart
    // page with the message in the shopper's language, not a JSON text.
    if (wantsJson) return { kind: 'malformed', message: parsed.message };
    return {
      kind: 'redirect',
      location: withNotices(cartPage, [CART_FORM_INVALID]),
      headers: privateHeaders(new Headers()),
    };
  }
  const cart = await cartFor(request, shop);
  const result = await cart.change(parsed.change);
  const headers = privateHeaders(cookieHeaders(cart.storeApi));
  if (wantsJson) return { kind: 'json', result, headers };
  // An add without JavaScript shows the cart with the result; a change on the cart page returns to it.
  const isAdd = parsed.change.type === 'add' || parsed.change.type === 'addProductNumber';
  const target = isAdd ? cartPage : returnPath(form.get('returnTo'), cartPage);
  return {
    kind: 'redirect',
    location: withNotices(
      target,
      result.errors.map((error) => error.messageKey),
    ),
    headers,
  };
}
