import { type Product, productSchema } from '@beautyshop/store-api-client';
import { z } from 'zod';
import { type LocalizePath, type ProductTile, productTile } from './productTile.js';

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

/**
 * The bundle-details plugin answer (spec 7.1), which the client passes through as plain JSON: the fields the set
 * content reads. Unknown fields are ignored.
 */
const bundleDetailsSchema = z.object({
  bundleItems: z.array(
    z.object({
      id: z.string(),
      quantity: z.number().int().positive().catch(1),
      position: z.number().optional(),
      product: productSchema,
    }),
  ),
  itemsTotalPrice: z.number().optional(),
  bundlePrice: z.number().optional(),
  savings: z.number().optional(),
});

/**
 * The set content of a set from the plugin's answer: items in their position order, the set's own price when the
 * plugin names none, savings only above zero; undefined when the set has no items. A malformed answer throws a
 * ZodError: a failure of the section, which the page leaves empty.
 */
export function setContentOf(
  answer: unknown,
  product: Pick<Product, 'calculatedPrice'>,
  localizePath: LocalizePath,
): SetContent | undefined {
  const details = bundleDetailsSchema.parse(answer);
  if (details.bundleItems.length === 0) return undefined;
  const items = [...details.bundleItems].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    items: items.map((item) => ({
      quantity: item.quantity,
      product: productTile(item.product, localizePath),
    })),
    itemsTotalPrice: details.itemsTotalPrice,
    bundlePrice: details.bundlePrice ?? product.calculatedPrice.unitPrice,
    savings: details.savings !== undefined && details.savings > 0 ? details.savings : undefined,
  };
}
