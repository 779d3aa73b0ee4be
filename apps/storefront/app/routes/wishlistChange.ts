import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { returnPath, withNotices } from '../cart/returnPath';
import { localePath } from '../locale/fromPath';
import { readForm } from '../request/formBody';
import { shopRequestOf } from '../request/shopRequest';
import { cookieHeaders } from '../server/storeApi.server';
import { wishlistFor } from '../server/wishlist.server';
import { moveToCart } from '../wishlist/moveToCart.server';
import type { Route } from './+types/wishlistChange';

/** GET {locale}/wishlist/change: who keeps the list and its product ids, for the browser's wishlist store. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const wishlist = await wishlistFor(request, shopRequestOf(context));
  const productIds = await wishlist.productIds();
  const headers = cookieHeaders(wishlist.storeApi);
  headers.set('Cache-Control', 'private, no-store');
  return data({ owner: wishlist.owner, productIds }, { headers });
}

const productId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const formSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['add', 'remove', 'toggle', 'moveToCart']), productId }),
  z.object({ intent: z.literal('merge'), productIds: z.array(productId).max(100) }),
]);

/**
 * POST {locale}/wishlist/change: add, remove or toggle a product; merge a guest's list after login; move a product
 * to the cart (added, then removed from the list; without JavaScript the cart page shows the result).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const shop = shopRequestOf(context);
  const form = await readForm(request);
  const parsed = formSchema.safeParse({
    intent: form.get('intent'),
    productId: form.get('productId') ?? undefined,
    productIds: form.getAll('productIds'),
  });
  if (!parsed.success) {
    return data({ error: 'The wishlist form is incomplete or malformed.' }, { status: 400 });
  }
  const change = parsed.data;
  if (change.intent === 'moveToCart') {
    const moved = await moveToCart(request, shop, change.productId);
    if (request.headers.get('accept')?.includes('application/json')) {
      const productIds = await moved.wishlist.productIds();
      return data(
        { owner: moved.wishlist.owner, productIds, cart: moved.result, moved: moved.moved },
        { headers: moved.headers },
      );
    }
    const notices = moved.result.errors.map((error) => error.messageKey);
    return redirect(withNotices(localePath('/checkout/cart', shop.locale.locale), notices), {
      status: 303,
      headers: moved.headers,
    });
  }
  const wishlist = await wishlistFor(request, shop);
  let refused = false;
  try {
    if (change.intent === 'merge') await wishlist.merge(change.productIds);
    else if (change.intent === 'add') await wishlist.add(change.productId);
    else if (change.intent === 'remove') await wishlist.remove(change.productId);
    else if ((await wishlist.productIds()).includes(change.productId))
      await wishlist.remove(change.productId);
    else await wishlist.add(change.productId);
  } catch (error) {
    // A product that does not exist (any more): the list stays as it is, and says so with 404, not a 500.
    if (!isStoreApiHttpError(error) || (error.status !== 400 && error.status !== 404)) throw error;
    refused = true;
  }
  const headers = cookieHeaders(wishlist.storeApi);
  headers.set('Cache-Control', 'private, no-store');
  if (request.headers.get('accept')?.includes('application/json')) {
    const productIds = await wishlist.productIds();
    return data({ owner: wishlist.owner, productIds }, { headers, status: refused ? 404 : 200 });
  }
  return redirect(returnPath(form.get('returnTo'), localePath('/wishlist', shop.locale.locale)), {
    status: 303,
    headers,
  });
}
