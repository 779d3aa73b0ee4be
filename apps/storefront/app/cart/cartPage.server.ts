import { cartErrorMessageKey, isIgnoredAfterAdd } from '@beautyshop/cart-core';
import type { ShippingMethod } from '@beautyshop/store-api-client';
import { z } from 'zod';
import type { CartRecommendationsView } from '../components/recommendations/cartRecommendationsView';
import { localeMessages } from '../i18n/messages.server';
import { localePath } from '../locale/fromPath';
import type { ShopRequest } from '../request/shopRequest';
import { deferredCartRecommendations } from '../server/pageRecommendations.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import { trackedCartLines } from '../tracking/trackedItems';
import { translatedName } from '../views/translatedName';
import { cartFor, type RequestCart } from './cartHandler.server';
import type { CartPageData, CartPageView } from './cartPageView';
import { cartPaybackOf } from './cartPayback.server';
import { cartProductIds } from './cartProductIds';
import { noticesOf } from './returnPath';

const countryOfContext = z.object({ id: z.string() });

/** The cart page: the cart, and what the shipping estimate offers (the sales channel's countries and methods). */
export async function loadCartPage(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
): Promise<{ cart: RequestCart; data: CartPageData }> {
  const cart = await cartFor(request, shop);
  const { client } = cart.storeApi;
  const [result, context, countries, methods] = await Promise.all([
    cart.read(),
    client.context.readContext(),
    client.context.readCountries({ limit: 50 }),
    client.context.readShippingMethods({ limit: 20 }),
  ]);
  const country = countryOfContext.safeParse(context.shippingLocation?.country);
  const payback = await cartPaybackOf(client, shop, result.cart.lineItems ?? []);
  const byPosition = (a: ShippingMethod, b: ShippingMethod) => (a.position ?? 0) - (b.position ?? 0);
  return {
    cart,
    data: {
      // Errors of the cart's state (a blocked shipping method) are shown on the page; blocked payment methods
      // belong to the checkout (spec 4 keeps them out of the shopper's notifications).
      result: { ...result, errors: result.errors.filter((error) => !isIgnoredAfterAdd(error)) },
      estimate: {
        countries: countries.map((entry) => ({ id: entry.id, name: translatedName(entry) })),
        methods: [...methods]
          .sort(byPosition)
          .map((entry) => ({ id: entry.id, name: translatedName(entry) })),
        countryId: country.success ? country.data.id : context.salesChannel.countryId,
        shippingMethodId: context.shippingMethod?.id,
      },
      trackedItems: trackedCartLines(result.cart.lineItems),
      payback,
    },
  };
}

/** The shopper's own page: never in a shared cache, nor the page cache (issue 15). */
export function privateHeaders(headers: Headers): Headers {
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

/**
 * GET /checkout/cart: the page's view (the cart, the estimate, the notices a form without JavaScript came back
 * with), and its recommendations as a promise the page renders when it settles: asked once the cart's products
 * are known, not awaited here, so the cart is never held up by them (see deferredCartRecommendations).
 */
export async function cartPageLoader(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
): Promise<{ view: CartPageView; recommendations: Promise<CartRecommendationsView>; headers: Headers }> {
  const { cart, data: page } = await loadCartPage(request, shop);
  return {
    // A notice is a key from the URL: only those the shop has a text for are shown (never a raw key).
    view: {
      ...page,
      notices: noticesOf(new URL(request.url).searchParams).filter((key) =>
        Object.hasOwn(localeMessages(shop.locale.locale), cartErrorMessageKey({ messageKey: key })),
      ),
    },
    recommendations: deferredCartRecommendations(
      cart.storeApi,
      cartProductIds(page.result.cart.lineItems ?? []),
    ),
    headers: privateHeaders(cookieHeaders(cart.storeApi)),
  };
}

const ID = /^[0-9a-f]{32}$/i;

export type EstimateAnswer =
  | { status: 'invalid'; error: 'countryId' | 'shippingMethodId' }
  | { status: 'done'; location: string; headers: Headers };

/** POST /checkout/cart: the shipping estimate, the country and method to calculate shipping for (spec 7.1 PATCH context). */
export async function estimateShipping(
  request: Request,
  shop: Pick<ShopRequest, 'locale' | 'session'>,
  form: FormData,
): Promise<EstimateAnswer> {
  const countryId = form.get('countryId');
  const shippingMethodId = form.get('shippingMethodId');
  if (typeof countryId !== 'string' || !ID.test(countryId)) return { status: 'invalid', error: 'countryId' };
  if (typeof shippingMethodId !== 'string' || !ID.test(shippingMethodId)) {
    return { status: 'invalid', error: 'shippingMethodId' };
  }
  const storeApi = await storeApiFor(request, shop);
  await storeApi.client.context.updateContext({ countryId, shippingMethodId });
  return {
    status: 'done',
    location: localePath('/checkout/cart', shop.locale.locale),
    headers: cookieHeaders(storeApi),
  };
}
