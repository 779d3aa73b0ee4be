import { describe, expect, it } from 'vitest';
import { appliedListingParams, type CurrentFilters } from './appliedFilters.js';
import type { ListingFacets } from './listingFacets.js';
import { readListingParams } from './listingParams.js';

const BRAND = 'a'.repeat(32);
const UNKNOWN_BRAND = 'f'.repeat(32);
const RED = 'b'.repeat(32);

const facets: ListingFacets = {
  manufacturers: [{ id: BRAND, label: 'Lumière', selected: true }],
  propertyGroups: [{ id: 'g', label: 'Farbe', options: [{ id: RED, label: 'Rot', selected: true }] }],
  priceMax: 80,
};

const nothingApplied: CurrentFilters = {
  navigationId: 'c1',
  manufacturer: [],
  properties: [],
  price: { min: 0, max: 0 },
  rating: null,
  'shipping-free': false,
};

describe('spec 3 Listing.currentFilters: the filter form shows what the Store API applied, not the URL read again', () => {
  it('takes brands, property values, prices, rating and free shipping from currentFilters, the sorting from the URL', () => {
    const params = readListingParams(
      new URLSearchParams(`order=price-asc&manufacturer=${BRAND}&properties=${RED}&min-price=5&max-price=40`),
    );
    const current: CurrentFilters = {
      ...nothingApplied,
      manufacturer: [BRAND],
      properties: [RED],
      price: { min: 5, max: 40 },
      rating: 3,
      'shipping-free': true,
    };
    expect(appliedListingParams(params, current, facets)).toEqual({
      order: 'price-asc',
      manufacturer: [BRAND],
      properties: [RED],
      'min-price': 5,
      'max-price': 40,
      rating: 3,
      'shipping-free': true,
    });
  });

  it('an id that names no brand is not shown as chosen, nor counted', () => {
    const params = readListingParams(new URLSearchParams(`manufacturer=${BRAND}|${UNKNOWN_BRAND}`));
    const current = { ...nothingApplied, manufacturer: [BRAND, UNKNOWN_BRAND] };
    expect(appliedListingParams(params, current, facets).manufacturer).toEqual([BRAND]);
  });

  it('a filter in the URL that the Store API did not apply is not shown', () => {
    const params = readListingParams(new URLSearchParams(`rating=4&shipping-free=1&min-price=5`));
    expect(appliedListingParams(params, nothingApplied, facets)).toMatchObject({
      rating: undefined,
      'shipping-free': false,
      'min-price': undefined,
    });
  });

  it("a price bound the Store API reports rounded shows the shopper's own figure; a bound of 0 is none", () => {
    const params = readListingParams(new URLSearchParams('min-price=12.5&max-price=39.9'));
    const current = { ...nothingApplied, price: { min: 12, max: 40 } };
    expect(appliedListingParams(params, current, facets)).toMatchObject({
      'min-price': 12.5,
      'max-price': 39.9,
    });
    const noMax = { ...nothingApplied, price: { min: 12, max: 0 } };
    expect(appliedListingParams(params, noMax, facets)['max-price']).toBeUndefined();
  });
});
