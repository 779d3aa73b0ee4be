import { z } from 'zod';

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
