import { z } from 'zod';
import { entitySearchResultShape } from './common.js';
import { productSchema } from './product.js';

/** ProductListingResult.availableSortings items (all five fields required there). */
export const productSortingSchema = z.object({
  key: z.string(),
  label: z.string(),
  priority: z.number(),
  translated: z.object({ label: z.string() }),
  apiAlias: z.literal('product_sorting'),
});

/** ProductListingResult.currentFilters: required manufacturer, navigationId, price, properties, rating, shipping-free. */
export const currentFiltersSchema = z.object({
  navigationId: z.string(),
  manufacturer: z.array(z.string()),
  price: z.object({ min: z.number(), max: z.number() }),
  rating: z.number().int().nullable(),
  'shipping-free': z.boolean(),
  properties: z.array(z.string()),
  search: z.string().optional(),
});

/** components/schemas/ProductListingResult (used by product-listing, search and the wishlist). */
export const productListingSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(productSchema),
  availableSortings: z.array(productSortingSchema),
  currentFilters: currentFiltersSchema,
  sorting: z.string().optional(),
  // Shopware 6.7 still sends `sortings` on some listings; the schema omits it, so it stays loose.
  sortings: z.unknown().optional(),
  apiAlias: z.literal('product_listing'),
});
export type ProductListing = z.infer<typeof productListingSchema>;

/** ProductListResponse (POST /product): elements required. */
export const productListSchema = z.object({
  ...entitySearchResultShape,
  elements: z.array(productSchema),
});
export type ProductList = z.infer<typeof productListSchema>;
