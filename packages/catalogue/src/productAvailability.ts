import type { Product } from '@beautyshop/store-api-client';

/**
 * Below this many pieces a closeout product says how many are left. A shop choice (the spec gives no number):
 * only closeouts run out for good, so only they are worth the urgency.
 */
export const LAST_ITEMS_THRESHOLD = 5;

/** What the page says about stock and delivery, as named states. */
export type ProductAvailability =
  | { state: 'inStock'; deliveryTime: string | undefined }
  | { state: 'lastItems'; remaining: number; deliveryTime: string | undefined }
  /** `discontinued`: a closeout without stock, which will not come back. */
  | { state: 'soldOut'; discontinued: boolean };

type StockedProduct = Pick<Product, 'available' | 'availableStock' | 'stock' | 'isCloseout' | 'deliveryTime'>;

/**
 * Shopware computes `available` as 'not a closeout, or enough stock': a product that is not a closeout can be
 * ordered at zero stock and ships with its delivery time. `deliveryTime.name` arrives in the context language.
 */
export function productAvailability(product: StockedProduct): ProductAvailability {
  const stock = product.availableStock ?? product.stock;
  const closeout = product.isCloseout === true;
  const available = product.available ?? (!closeout || stock > 0);
  if (!available) return { state: 'soldOut', discontinued: closeout };
  const deliveryTime = product.deliveryTime?.name || undefined;
  if (closeout && stock <= LAST_ITEMS_THRESHOLD)
    return { state: 'lastItems', remaining: stock, deliveryTime };
  return { state: 'inStock', deliveryTime };
}
