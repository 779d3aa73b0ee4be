import type { ListingParams } from './listingParams.js';

// Kept apart from listingQuery.ts: the page component counts filters in the browser, and listingQuery.ts parses the
// URL with zod, which would otherwise travel into the category page's bundle.
/** How many filters the URL applies (sorting is not a filter): the count on the mobile 'Filter' button. */
export function activeFilterCount(params: ListingParams): number {
  return (
    params.manufacturer.length +
    params.properties.length +
    (params['min-price'] !== undefined ? 1 : 0) +
    (params['max-price'] !== undefined ? 1 : 0) +
    (params.rating !== undefined ? 1 : 0) +
    (params['shipping-free'] ? 1 : 0)
  );
}
