import type { ListingQuery } from '@beautyshop/store-api-client';
import type { ListingParams } from './listingParams.js';
import { PRODUCT_TILE_INCLUDES } from './productTileIncludes.js';

/**
 * The listing size when the shop sets none: 24, so the grid's 2, 3 and 4 columns fill evenly. It is the shop's
 * setting, not spec 9's default pagination limit of 10 (the client's `DEFAULT_PAGE_LIMIT`, for reads that name no
 * size); the storefront reads it from its environment (`LISTING_LIMIT`).
 */
export const LISTING_LIMIT = 24;

/** The Store API query of one listing page (`limit` products): the URL's filters and sorting, tile fields only. */
export function listingQueryFor(
  params: ListingParams,
  page: number,
  limit: number = LISTING_LIMIT,
): ListingQuery {
  const filters: NonNullable<ListingQuery['filters']> = {};
  if (params.manufacturer.length > 0) filters.manufacturer = params.manufacturer;
  if (params.properties.length > 0) filters.properties = params.properties;
  if (params['min-price'] !== undefined) filters['min-price'] = params['min-price'];
  if (params['max-price'] !== undefined) filters['max-price'] = params['max-price'];
  if (params.rating !== undefined) filters.rating = params.rating;
  if (params['shipping-free']) filters['shipping-free'] = true;
  return {
    page,
    limit,
    ...(params.order ? { order: params.order } : {}),
    filters,
    criteria: { includes: PRODUCT_TILE_INCLUDES },
  };
}
