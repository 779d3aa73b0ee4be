import { data, redirect } from 'react-router';
import { cartChangeOf } from '../cart/cartChangeForm';
import { returnPath, withNotices } from '../cart/returnPath';
import { localePath } from '../locale/fromPath';
import { shopRequestOf } from '../request/shopRequest';
import { cartFor } from '../server/cart.server';
import { cookieHeaders } from '../server/storeApi.server';
import type { Route } from './+types/cartChange';

/** GET {locale}/cart/change: the shopper's cart as JSON, for the browser's cart store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const cart = await cartFor(request, shopRequestOf(context));
  const result = await cart.read();
  const headers = cookieHeaders(cart.storeApi);
  headers.set('Cache-Control', 'private, no-store');
  return data(result, { headers });
}

/**
 * POST {locale}/cart/change: every cart form of the shop (add, quantity, remove, promotion code, gift card).
 * The browser's cart store asks for JSON and updates in place; a plain form (no JavaScript) is answered with a
 * redirect to the page it came from, or to the cart, carrying the answer's message keys.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const form = await request.formData();
  const parsed = cartChangeOf(form);
  if (!parsed.ok)
    return data({ error: parsed.message }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const cart = await cartFor(request, shop);
  const result = await cart.change(parsed.change);
  const headers = cookieHeaders(cart.storeApi);
  headers.set('Cache-Control', 'private, no-store');
  if (request.headers.get('accept')?.includes('application/json')) return data(result, { headers });
  const cartPage = localePath('/checkout/cart', shop.locale.locale);
  // An add without JavaScript shows the cart with the result; a change on the cart page returns to it.
  const target = parsed.change.type === 'add' ? cartPage : returnPath(form.get('returnTo'), cartPage);
  return redirect(
    withNotices(
      target,
      result.errors.map((error) => error.messageKey),
    ),
    { status: 303, headers },
  );
}
