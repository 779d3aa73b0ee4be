import type { ProductListing } from '@beautyshop/store-api-client';
import type { ListingFacets } from './listingFacets.js';
import type { ListingParams } from './listingParams.js';

/** Spec 3 Listing.currentFilters: what the Store API says it applied to the listing it answered. */
export type CurrentFilters = ProductListing['currentFilters'];

/** A bound of 0 is no bound (Shopware answers `{ min: 0, max: 0 }` for a listing without a price filter). */
function priceBound(applied: number, asked: number | undefined): number | undefined {
  if (applied <= 0) return undefined;
  // The Store API may round the bound it reports (the sandbox floors the minimum and ceils the maximum) while the
  // listing is filtered by the shopper's own figure: the form shows the figure the shopper typed.
  return asked !== undefined && Math.abs(asked - applied) < 1 ? asked : applied;
}

/**
 * Issue 19, spec 3 `currentFilters (manufacturer, properties, price min and max, search)`: the filter state the
 * form shows is the Store API's word on what it applied, not the URL read again: a value the Store API dropped
 * (an id that names nothing, a bound it ignored) is not shown as chosen. Brands and property values count only
 * when the listing offers them as choices (`facets`), so the form's checkboxes and the filter count agree. The
 * sorting is the URL's (currentFilters names no sorting; the listing's own `sorting` says which applied).
 */
export function appliedListingParams(
  params: ListingParams,
  current: CurrentFilters,
  facets: ListingFacets,
): ListingParams {
  const brands = new Set(facets.manufacturers.map((option) => option.id));
  const values = new Set(facets.propertyGroups.flatMap((group) => group.options.map((option) => option.id)));
  return {
    order: params.order,
    manufacturer: [...new Set(current.manufacturer)].filter((id) => brands.has(id)),
    properties: [...new Set(current.properties)].filter((id) => values.has(id)),
    'min-price': priceBound(current.price.min, params['min-price']),
    'max-price': priceBound(current.price.max, params['max-price']),
    rating: current.rating !== null && current.rating > 0 ? current.rating : undefined,
    'shipping-free': current['shipping-free'],
  };
}
