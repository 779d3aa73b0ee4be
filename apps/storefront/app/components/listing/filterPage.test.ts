import { describe, expect, it } from 'vitest';
import { filterPageBrandOf, filterPageHref, knownFilterPageHref } from './filterPage';

const BRAND = 'a'.repeat(32);
const OTHER_BRAND = 'b'.repeat(32);
const VALUE = 'c'.repeat(32);
const query = (search: string) => new URLSearchParams(search);

describe('issue 19: a filter selection that has its own SEO filter page goes there', () => {
  it.each([
    ['one brand', `manufacturer=${BRAND}`],
    ['one brand named twice', `manufacturer=${BRAND}&manufacturer=${BRAND}`],
    ["one brand '|'-joined with a value that names nothing", `manufacturer=${BRAND}|junk`],
    [
      'one brand with sorting, price, rating and free shipping',
      `order=price-asc&manufacturer=${BRAND}&rating=4`,
    ],
  ])('%s is the selection of a filter page', (_what, search) => {
    expect(filterPageBrandOf(query(search))).toBe(BRAND);
  });

  it.each([
    ['no brand', 'order=price-asc'],
    ['two brands', `manufacturer=${BRAND}&manufacturer=${OTHER_BRAND}`],
    ["two brands '|'-joined", `manufacturer=${BRAND}|${OTHER_BRAND}`],
    [
      'a brand and a property value (a combination stays a query on the category)',
      `manufacturer=${BRAND}&properties=${VALUE}`,
    ],
    ['a brand that is no id', 'manufacturer=lumiere'],
  ])('%s is not', (_what, search) => {
    expect(filterPageBrandOf(query(search))).toBeUndefined();
  });

  it("keeps the query's other parameters on top of the filter page and its listing page, without empty values", () => {
    const search = query(`order=price-asc&manufacturer=${BRAND}&min-price=&rating=4&properties=`);
    expect(filterPageHref('/de-de/Pflege/lumiere/', 1, search)).toBe(
      '/de-de/Pflege/lumiere/?order=price-asc&rating=4',
    );
    expect(filterPageHref('/de-de/Pflege/lumiere/', 3, search)).toBe(
      '/de-de/Pflege/lumiere/p=3?order=price-asc&rating=4',
    );
    expect(filterPageHref('/de-de/Pflege/lumiere/', 1, query(`manufacturer=${BRAND}`))).toBe(
      '/de-de/Pflege/lumiere/',
    );
  });

  it('goes to a filter page the loader named, and to none it did not name', () => {
    const known = [{ id: BRAND, href: '/de-de/Pflege/lumiere/' }];
    expect(knownFilterPageHref(query(`manufacturer=${BRAND}&order=name-desc`), known)).toBe(
      '/de-de/Pflege/lumiere/?order=name-desc',
    );
    expect(knownFilterPageHref(query(`manufacturer=${OTHER_BRAND}`), known)).toBeUndefined();
    expect(knownFilterPageHref(query(`manufacturer=${BRAND}`), [])).toBeUndefined();
  });
});
