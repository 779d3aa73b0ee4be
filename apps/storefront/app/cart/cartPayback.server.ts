import { basketKeyOf, productsOfLines } from '../loyalty/paybackBasket';
import { paybackPointsFor } from '../loyalty/paybackPoints.server';
import type { ShopRequest } from '../request/shopRequest';
import type { CartPayback } from './cartPageView';

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
