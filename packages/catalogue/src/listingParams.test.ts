import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './activeFilterCount.js';
import { listingPageHref } from './listingPageHref.js';
import { readListingParams } from './listingParams.js';
import { LISTING_LIMIT, listingQueryFor } from './listingQuery.js';
import { PRODUCT_TILE_INCLUDES } from './productTileIncludes.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);

describe('spec 4 and 5 listing state in the URL', () => {
  it('reads repeated and |-joined filter values, dropping empty and malformed ones', () => {
    const params = readListingParams(
      new URLSearchParams(
        `manufacturer=${A}&manufacturer=&manufacturer=${B}|x&properties=${A}&order=price-asc`,
      ),
    );
    expect(params.manufacturer).toEqual([A, B]);
    expect(params.properties).toEqual([A]);
    expect(params.order).toBe('price-asc');
  });

  it('turns the URL into a Store API listing query', () => {
    const params = readListingParams(
      new URLSearchParams(`min-price=10&max-price=x&rating=4&shipping-free=on&manufacturer=${A}`),
    );
    expect(listingQueryFor(params, 2)).toEqual({
      page: 2,
      limit: LISTING_LIMIT,
      filters: { manufacturer: [A], 'min-price': 10, rating: 4, 'shipping-free': true },
      criteria: { includes: PRODUCT_TILE_INCLUDES },
    });
  });

  it('an empty URL is the initial listing', () => {
    expect(listingQueryFor(readListingParams(new URLSearchParams()), 1)).toEqual({
      page: 1,
      limit: LISTING_LIMIT,
      filters: {},
      criteria: { includes: PRODUCT_TILE_INCLUDES },
    });
  });

  it("asks for the shop's listing size, 24 products when the shop sets none", () => {
    const params = readListingParams(new URLSearchParams());
    expect(LISTING_LIMIT).toBe(24);
    expect(listingQueryFor(params, 1).limit).toBe(24);
    expect(listingQueryFor(params, 3, 12)).toMatchObject({ page: 3, limit: 12 });
  });

  it('page links use /p={page} and keep the filters; page 1 is the plain path', () => {
    expect(listingPageHref('/de-de/Hautpflege/', 3, '?order=price-asc')).toBe(
      '/de-de/Hautpflege/p=3?order=price-asc',
    );
    expect(listingPageHref('/de-de/Hautpflege/p=3', 1, '')).toBe('/de-de/Hautpflege/');
  });

  it('counts the filters the URL applies, not the sorting', () => {
    const params = readListingParams(
      new URLSearchParams(`manufacturer=${A}|${B}&min-price=5&shipping-free=1&order=price-asc`),
    );
    expect(activeFilterCount(params)).toBe(4);
    expect(activeFilterCount(readListingParams(new URLSearchParams('order=price-asc')))).toBe(0);
  });
});
