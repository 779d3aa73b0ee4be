import type { ListingQuery } from '@beautyshop/store-api-client';
import { z } from 'zod';
import { PRODUCT_TILE_INCLUDES } from './productTileIncludes';

/** Spec 9: default pagination limit. Listings show 24 per page so the grid's 2/3/4 columns fill evenly. */
export const LISTING_LIMIT = 24;

const idList = z
  .array(z.string())
  .transform((values) =>
    values.flatMap((value) => value.split('|')).filter((value) => /^[0-9a-f]{32}$/i.test(value)),
  );
const price = z.coerce.number().min(0).max(1_000_000).optional().catch(undefined);

const listingParamsSchema = z.object({
  order: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/i)
    .optional()
    .catch(undefined),
  manufacturer: idList,
  properties: idList,
  'min-price': price,
  'max-price': price,
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  'shipping-free': z
    .enum(['1', 'true', 'on'])
    .optional()
    .catch(undefined)
    .transform((value) => value !== undefined),
});
export type ListingParams = z.infer<typeof listingParamsSchema>;

/**
 * Spec 4 and 5: the filter state lives in the URL (a GET form without JavaScript), multi-value filters are joined
 * with '|' and empty values dropped. Malformed values are ignored rather than failing the page.
 */
export function readListingParams(search: URLSearchParams): ListingParams {
  return listingParamsSchema.parse({
    order: search.get('order') || undefined,
    manufacturer: search.getAll('manufacturer'),
    properties: search.getAll('properties'),
    'min-price': search.get('min-price') || undefined,
    'max-price': search.get('max-price') || undefined,
    rating: search.get('rating') || undefined,
    'shipping-free': search.get('shipping-free') || undefined,
  });
}

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
