import { z } from 'zod';
import type { Criteria } from '../criteria.js';
import { withProductIncludes } from '../criteria.js';
import { isStoreApiHttpError } from '../errors/typeGuards.js';
import { entitySearchResultShape } from '../schemas/common.js';
import { type Product, productSchema } from '../schemas/product.js';
import type { CallOptions, Transport } from '../transport.js';
import { requireText } from '../validation.js';

/**
 * WishlistLoadRouteResponse. Its `products` is a ProductListingResult in the schema, but only the elements are
 * read, so the listing-only fields (sortings, filters) are not required here.
 */
const wishlistSchema = z.object({
  wishlist: z.object({ customerId: z.string().optional() }).optional(),
  products: z.object({ ...entitySearchResultShape, elements: z.array(productSchema) }),
});

/** POST /store-api/customer/wishlist. Spec 8: a 404 (no wishlist yet) gives an empty list. */
export async function readWishlist(
  transport: Transport,
  criteria?: Criteria,
  options?: CallOptions,
): Promise<Product[]> {
  try {
    const call = {
      method: 'post' as const,
      path: 'customer/wishlist',
      body: withProductIncludes(criteria) ?? {},
    };
    return (await transport.json(call, wishlistSchema, options)).products.elements;
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status === 404) return [];
    throw error;
  }
}

/** POST /store-api/customer/wishlist/add/{productId} */
export async function addToWishlist(
  transport: Transport,
  productId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireText(productId, 'You need to provide product id');
  return transport.empty(
    { method: 'post', path: `customer/wishlist/add/${encodeURIComponent(id)}`, body: {} },
    options,
  );
}

/** DELETE /store-api/customer/wishlist/delete/{productId} */
export async function removeFromWishlist(
  transport: Transport,
  productId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireText(productId, 'You need to provide product id');
  return transport.empty(
    { method: 'delete', path: `customer/wishlist/delete/${encodeURIComponent(id)}` },
    options,
  );
}

/** POST /store-api/customer/wishlist/merge (spec 4: local items are merged on login). */
export async function mergeWishlist(
  transport: Transport,
  productIds: readonly string[],
  options?: CallOptions,
): Promise<void> {
  const body = { productIds: productIds.filter((id) => id.trim() !== '') };
  return transport.empty({ method: 'post', path: 'customer/wishlist/merge', body }, options);
}
