import { type CartResult, isIgnoredAfterAdd } from '@beautyshop/cart-core';
import type { ShippingMethod } from '@beautyshop/store-api-client';
import type { TrackedProduct } from '@beautyshop/tracking';
import { z } from 'zod';
import { basketKeyOf, productsOfLines } from '../loyalty/paybackBasket';
import { paybackPointsFor } from '../loyalty/paybackPoints.server';
import type { ShopRequest } from '../request/shopRequest';
import { trackedCartLines } from '../tracking/trackedItems';
import { cartFor, type RequestCart } from './cart.server';

export interface ShippingEstimate {
  countries: { id: string; name: string }[];
  methods: { id: string; name: string }[];
  countryId: string;
  shippingMethodId: string | undefined;
}

export interface CartPageData {
  result: CartResult;
  estimate: ShippingEstimate;
  /** The cart's products for the page's `view_cart`. */
  trackedItems: TrackedProduct[];
  /** Spec 7.1: the points the cart earns and the basket they were calculated for; absent when unknown. */
  payback?: CartPayback | undefined;
}

export interface CartPayback {
  points: number;
  basket: string;
}

/** The points a cart's lines earn for this shopper (their promotion codes count), or undefined (spec 8: silent). */
export async function cartPaybackOf(
  client: Parameters<typeof paybackPointsFor>[0],
  shop: Pick<ShopRequest, 'locale' | 'session'>,
  lines: Parameters<typeof productsOfLines>[0],
): Promise<CartPayback | undefined> {
  const products = productsOfLines(lines);
  const points = await paybackPointsFor(
    client,
    { market: shop.locale.market, contextToken: shop.session.contextToken },
    products,
  );
  return points === undefined ? undefined : { points, basket: basketKeyOf(products) };
}

const countryOfContext = z.object({ id: z.string() });

/** The name in the current language (Shopware's `translated`), else the stored one. */
function translatedName(entry: { name: string; translated?: Record<string, unknown> | undefined }): string {
  const name = entry.translated?.name;
  return typeof name === 'string' && name !== '' ? name : entry.name;
}

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
