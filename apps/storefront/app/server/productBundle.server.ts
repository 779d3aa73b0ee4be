import { type Product, productSchema } from '@beautyshop/store-api-client';
import { z } from 'zod';
import { isSetProduct, type SetContent } from '../catalogue/productBundle';
import { productTile } from '../catalogue/productTile';
import type { RequestStoreApi } from './storeApi.server';

/**
 * The bundle-details plugin answer (spec 7.1), which the client passes through as plain JSON: the fields the set
 * content reads. Unknown fields are ignored; a malformed answer is a failure of the section, not of the page.
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

/** The set content of a set product; undefined for other products and when the plugin answers nothing. */
export async function loadSetContent(
  storeApi: RequestStoreApi,
  product: Product,
): Promise<SetContent | undefined> {
  if (!isSetProduct(product)) return undefined;
  // The client logs a failed call and answers null (spec 8).
  const answer = await storeApi.client.catalogue.readBundleDetails(product.id);
  if (answer === null) return undefined;
  const details = bundleDetailsSchema.parse(answer);
  if (details.bundleItems.length === 0) return undefined;
  const items = [...details.bundleItems].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    items: items.map((item) => ({
      quantity: item.quantity,
      product: productTile(item.product, storeApi.locale),
    })),
    itemsTotalPrice: details.itemsTotalPrice,
    bundlePrice: details.bundlePrice ?? product.calculatedPrice.unitPrice,
    savings: details.savings !== undefined && details.savings > 0 ? details.savings : undefined,
  };
}
