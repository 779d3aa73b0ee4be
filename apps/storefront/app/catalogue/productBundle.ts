import type { Product } from '@beautyshop/store-api-client';
import type { ProductTile } from './productTile';

/**
 * A set (bundle) is marked by the custom field product_type 'set'; only sets have set content, so the page asks
 * for bundle details for them alone.
 */
export function isSetProduct(product: Pick<Product, 'customFields'>): boolean {
  return product.customFields?.product_type === 'set';
}

/** The set content the page shows: the products in the set and what buying the set saves. */
export interface SetContent {
  items: { quantity: number; product: ProductTile }[];
  /** The items bought one by one. */
  itemsTotalPrice: number | undefined;
  bundlePrice: number | undefined;
  /** Only above zero. */
  savings: number | undefined;
}
