import { z } from 'zod';
import { type Criteria, withProductIncludes } from '../criteria.js';
import { dropUnavailableProducts } from '../crossSellingAvailability.js';
import { DEFAULT_MULTI_PRODUCT_LIMIT, DEFAULT_PAGE_LIMIT } from '../pagination.js';
import { type Category, categorySchema, landingPageSchema, navigationSchema } from '../schemas/category.js';
import { searchResultSchema } from '../schemas/common.js';
import { crossSellingListSchema } from '../schemas/crossSelling.js';
import { productListingSchema, productListSchema } from '../schemas/listing.js';
import { productDetailSchema, productReviewSchema } from '../schemas/product.js';
import type { CallOptions, Transport } from '../transport.js';
import { type FilterValue, joinFilterValues, LISTING_NEEDS_CATEGORY_ID, requireText } from '../validation.js';

const categoryListSchema = searchResultSchema(categorySchema);
const reviewListSchema = searchResultSchema(productReviewSchema);
/** Bundle details are a plugin route (not in Shopware's schema): any JSON object, passed through. */
const bundleDetailsSchema = z.record(z.string(), z.json());
export type BundleDetails = z.infer<typeof bundleDetailsSchema>;

export interface ListingQuery {
  page?: number;
  /** Products per page. Default `DEFAULT_PAGE_LIMIT` (spec 9: 10). */
  limit?: number;
  /** Sorting key, e.g. `name-asc`. */
  order?: string;
  /** Search term inside the listing. */
  search?: string;
  /** Filters by name (`manufacturer`, `properties`, `rating`, `min-price`, `shipping-free`, ...). */
  filters?: Record<string, FilterValue>;
  /** Any further criteria (associations, includes, aggregations). */
  criteria?: Criteria;
}

function listingBody(query: ListingQuery | undefined): Criteria {
  const body: Criteria = { ...withProductIncludes(query?.criteria) };
  if (query?.page !== undefined) body.page = query.page;
  body.limit = query?.limit ?? DEFAULT_PAGE_LIMIT;
  if (query?.order !== undefined) body.order = query.order;
  if (query?.search) body.search = query.search;
  for (const [name, value] of Object.entries(query?.filters ?? {})) {
    const joined = joinFilterValues(value);
    if (joined !== undefined) body[name] = joined;
  }
  return body;
}

/** POST /store-api/category */
export async function readCategories(transport: Transport, criteria?: Criteria, options?: CallOptions) {
  const result = await transport.json(
    { method: 'post', path: 'category', body: criteria ?? {}, cacheable: true },
    categoryListSchema,
    options,
  );
  return result.elements;
}

/** POST /store-api/category/{id} (GET with `method: 'get'` for cacheable reads) */
export async function readCategory(
  transport: Transport,
  categoryId: string,
  criteria?: Criteria,
  options?: CallOptions & { method?: 'get' | 'post' },
): Promise<Category> {
  const path = `category/${encodeURIComponent(requireText(categoryId, 'You need to provide category id'))}`;
  const call =
    options?.method === 'get'
      ? { method: 'get' as const, path, cacheable: true as const }
      : { method: 'post' as const, path, body: criteria ?? {}, cacheable: true as const };
  return transport.json(call, categorySchema, options);
}

/** POST /store-api/landing-page/{id} */
export async function readLandingPage(
  transport: Transport,
  landingPageId: string,
  criteria?: Criteria,
  options?: CallOptions,
) {
  const path = `landing-page/${encodeURIComponent(requireText(landingPageId, 'You need to provide landing page id'))}`;
  return transport.json(
    { method: 'post', path, body: criteria ?? {}, cacheable: true },
    landingPageSchema,
    options,
  );
}

/** POST /store-api/product-listing/{categoryId}; spec 5: needs a category id, multi-value filters joined with '|'. */
export async function readProductListing(
  transport: Transport,
  categoryId: string,
  query?: ListingQuery,
  options?: CallOptions,
) {
  const id = requireText(categoryId, LISTING_NEEDS_CATEGORY_ID);
  return transport.json(
    {
      method: 'post',
      path: `product-listing/${encodeURIComponent(id)}`,
      body: listingBody(query),
      cacheable: true,
    },
    productListingSchema,
    options,
  );
}

/** POST /store-api/search?search={query} */
export async function searchProducts(
  transport: Transport,
  search: string,
  query?: ListingQuery,
  options?: CallOptions,
) {
  return transport.json(
    {
      method: 'post',
      path: 'search',
      searchParams: new URLSearchParams({ search }),
      body: { ...listingBody(query), search },
      cacheable: true,
    },
    productListingSchema,
    options,
  );
}

/** POST /store-api/product */
export async function readProducts(transport: Transport, criteria?: Criteria, options?: CallOptions) {
  return transport.json(
    { method: 'post', path: 'product', body: withProductIncludes(criteria) ?? {}, cacheable: true },
    productListSchema,
    options,
  );
}

/**
 * POST /store-api/product filtered by product number: one number becomes an `equals` filter, several a
 * multi-or of equals filters (spec 7.1), each number once and at most `criteria.limit` of them (default spec 9's
 * multi-product limit, 16). The answer is read as its elements.
 */
export async function readProductsByNumber(
  transport: Transport,
  productNumbers: readonly string[],
  criteria?: Criteria,
  options?: CallOptions,
) {
  const limit = criteria?.limit ?? DEFAULT_MULTI_PRODUCT_LIMIT;
  const named = productNumbers.filter((productNumber) => productNumber.trim() !== '');
  const numbers = [...new Set(named)].slice(0, limit);
  if (numbers.length === 0) return [];
  const equals = numbers.map((value) => ({ type: 'equals', field: 'productNumber', value }));
  const filter = equals.length === 1 ? equals : [{ type: 'multi', operator: 'or', queries: equals }];
  const result = await readProducts(
    transport,
    { limit: numbers.length, ...criteria, filter: [...(criteria?.filter ?? []), ...filter] },
    options,
  );
  return result.elements;
}

/** POST /store-api/product/{id} */
export async function readProduct(
  transport: Transport,
  productId: string,
  criteria?: Criteria,
  options?: CallOptions,
) {
  const id = requireText(productId, 'You need to provide product id');
  return transport.json(
    {
      method: 'post',
      path: `product/${encodeURIComponent(id)}`,
      body: withProductIncludes(criteria) ?? {},
      cacheable: true,
    },
    productDetailSchema,
    options,
  );
}

/** POST /store-api/product/{id}/reviews */
export async function readProductReviews(
  transport: Transport,
  productId: string,
  criteria?: Criteria,
  options?: CallOptions,
) {
  const id = requireText(productId, 'You need to provide product id');
  return transport.json(
    {
      method: 'post',
      path: `product/${encodeURIComponent(id)}/reviews`,
      body: criteria ?? {},
      cacheable: true,
    },
    reviewListSchema,
    options,
  );
}

export interface ProductReviewInput {
  title: string;
  content: string;
  points: number;
  name?: string;
  email?: string;
  [key: string]: unknown;
}

/** POST /store-api/product/{id}/review */
export async function addProductReview(
  transport: Transport,
  productId: string,
  review: ProductReviewInput,
  options?: CallOptions,
): Promise<void> {
  const id = requireText(productId, 'You need to provide product id');
  return transport.empty(
    { method: 'post', path: `product/${encodeURIComponent(id)}/review`, body: review },
    options,
  );
}

/**
 * POST /store-api/product/{id}/cross-selling. Spec 5: unavailable products are dropped. Spec 8: a failure is
 * logged and gives an empty list. `@beautyshop/catalogue` picks the general list and the named ones from the result.
 */
export async function readCrossSellings(
  transport: Transport,
  productId: string,
  criteria?: Criteria,
  options?: CallOptions,
) {
  const id = requireText(productId, 'You need to provide product id');
  try {
    const elements = await transport.json(
      {
        method: 'post',
        path: `product/${encodeURIComponent(id)}/cross-selling`,
        body: withProductIncludes(criteria) ?? {},
        cacheable: true,
      },
      crossSellingListSchema,
      options,
    );
    return dropUnavailableProducts(elements);
  } catch (error) {
    transport.config.logger.error(`Could not load cross-sellings of product ${id}`, error);
    return [];
  }
}

/** POST /store-api/product/{id}/bundle-details (plugin). Spec 8: a failure is logged and gives null. */
export async function readBundleDetails(
  transport: Transport,
  productId: string,
  criteria?: Criteria,
  options?: CallOptions,
): Promise<BundleDetails | null> {
  const id = requireText(productId, 'You need to provide product id');
  try {
    return await transport.json(
      {
        method: 'post',
        path: `product/${encodeURIComponent(id)}/bundle-details`,
        body: criteria ?? {},
        cacheable: true,
      },
      bundleDetailsSchema,
      options,
    );
  } catch (error) {
    transport.config.logger.error(`Could not load bundle details of product ${id}`, error);
    return null;
  }
}

export interface NavigationQuery {
  depth?: number;
  buildTree?: boolean;
  criteria?: Criteria;
}

/** POST /store-api/navigation/{activeId}/{rootId} (ids may be `main-navigation`, `footer-navigation`, ...). */
export async function readNavigation(
  transport: Transport,
  activeId: string,
  rootId: string,
  query?: NavigationQuery,
  options?: CallOptions,
) {
  return transport.json(
    {
      method: 'post',
      path: `navigation/${encodeURIComponent(activeId)}/${encodeURIComponent(rootId)}`,
      body: { ...query?.criteria, depth: query?.depth ?? 2, buildTree: query?.buildTree ?? true },
      cacheable: true,
    },
    navigationSchema,
    options,
  );
}
