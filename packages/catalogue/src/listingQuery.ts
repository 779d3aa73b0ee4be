import type { ListingQuery } from '@beautyshop/store-api-client';
import type { ListingParams } from './listingParams.js';
import { PRODUCT_TILE_INCLUDES } from './productTileIncludes.js';

/** Spec 9: default pagination limit. Listings show 24 per page so the grid's 2/3/4 columns fill evenly. */
export const LISTING_LIMIT = 24;

/** The Store API query of one listing page: the URL's filters and sorting, tile fields only. */
export function listingQueryFor(params: ListingParams, page: number): ListingQuery {
  const filters: NonNullable<ListingQuery['filters']> = {};
  if (params.manufacturer.length > 0) filters.manufacturer = params.manufacturer;
  if (params.properties.length > 0) filters.properties = params.properties;
  if (params['min-price'] !== undefined) filters['min-price'] = params['min-price'];
  if (params['max-price'] !== undefined) filters['max-price'] = params['max-price'];
  if (params.rating !== undefined) filters.rating = params.rating;
  if (params['shipping-free']) filters['shipping-free'] = true;
  return {
    page,
    limit: LISTING_LIMIT,
    ...(params.order ? { order: params.order } : {}),
    filters,
    criteria: { includes: PRODUCT_TILE_INCLUDES },
  };
}
