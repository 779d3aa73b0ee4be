import { describe, expect, it } from 'vitest';
import {
  isPastLastPage,
  listingLinkSearch,
  listingRedirectOf,
  listingSearchOf,
  withoutEmptyValues,
} from './listingUrl.js';

describe('spec 5 listing filters: empty values are dropped', () => {
  it('drops every empty parameter from the query and keeps the others in their order', () => {
    expect(withoutEmptyValues('?min-price=&max-price=&rating=&order=price-asc')).toBe('?order=price-asc');
    expect(withoutEmptyValues('?manufacturer=a&min-price=&manufacturer=b')).toBe(
      '?manufacturer=a&manufacturer=b',
    );
    expect(withoutEmptyValues('?min-price=&max-price=&rating=')).toBe('');
  });

  it('returns a query without empty values exactly as given', () => {
    expect(withoutEmptyValues('?search=a+b&order=name-asc')).toBe('?search=a+b&order=name-asc');
    expect(withoutEmptyValues('')).toBe('');
  });

  it('turns a submitted filter form into a query without its empty fields', () => {
    const entries: [string, string][] = [
      ['order', 'price-asc'],
      ['min-price', ''],
      ['max-price', '40'],
      ['rating', ''],
      ['manufacturer', 'a'],
    ];
    expect(listingSearchOf(entries).toString()).toBe('order=price-asc&max-price=40&manufacturer=a');
  });
});

describe('spec 2.2 /{all...}/p={page}: a listing page has one URL', () => {
  it.each([
    ['/de-de/Hautpflege/p=1', 1, '', '/de-de/Hautpflege/'],
    ['/de-de/Hautpflege/p=1/', 1, '?order=price-asc', '/de-de/Hautpflege/?order=price-asc'],
    ['/de-de/Hautpflege', 1, '', '/de-de/Hautpflege/'],
    ['/de-de/Hautpflege/p=2/', 2, '?order=name-asc', '/de-de/Hautpflege/p=2?order=name-asc'],
    ['/de-de/Hautpflege/p=02', 2, '', '/de-de/Hautpflege/p=2'],
    ['/de-de/Hautpflege/p=2', 2, '?rating=&order=name-asc', '/de-de/Hautpflege/p=2?order=name-asc'],
    ['/de-de/Hautpflege/', 1, '?min-price=&max-price=&rating=', '/de-de/Hautpflege/'],
  ])('%s%s redirects to %s, keeping the query', (pathname, page, search, location) => {
    expect(listingRedirectOf(pathname, page as number, search)).toBe(location);
  });

  it('leaves page one with its slash and later pages without one as they are', () => {
    expect(listingRedirectOf('/de-de/Hautpflege/', 1, '?order=price-asc')).toBeUndefined();
    expect(listingRedirectOf('/fr-ch/Soins/p=3', 3, '')).toBeUndefined();
  });

  it('redirects on the same origin, never to a host a doubled slash names', () => {
    expect(listingRedirectOf('//evil.example/p=1', 1, '')).toBe('/evil.example/');
  });

  it('a page past the last page does not exist; page one always does', () => {
    expect(isPastLastPage(4, 3)).toBe(true);
    expect(isPastLastPage(3, 3)).toBe(false);
    expect(isPastLastPage(1, 1)).toBe(false);
  });
});

describe("spec 2.2: a listing's page links carry its own parameters, not whatever the URL held", () => {
  const brand = 'a'.repeat(32);
  const other = 'b'.repeat(32);

  it('keeps the sorting and filters the listing reads, in their order', () => {
    expect(listingLinkSearch(`?order=price-asc&manufacturer=${brand}&rating=4&shipping-free=1`)).toBe(
      `?order=price-asc&manufacturer=${brand}&rating=4&shipping-free=1`,
    );
    expect(listingLinkSearch(`?properties=${brand}&properties=${other}&min-price=10&max-price=40.5`)).toBe(
      `?properties=${brand}&properties=${other}&min-price=10&max-price=40.5`,
    );
  });

  it('drops values the listing ignores: a rating of 9, an id that is no id, shipping-free=yes, a price of -1', () => {
    expect(listingLinkSearch('?rating=9')).toBe('');
    expect(listingLinkSearch('?min-price=-1&max-price=abc&shipping-free=yes')).toBe('');
    expect(listingLinkSearch(`?manufacturer=nope&manufacturer=${brand}|x`)).toBe(`?manufacturer=${brand}`);
  });

  it('drops parameters of no listing and empty or repeated single values', () => {
    expect(listingLinkSearch('?p=3&utm_source=mail&order=name-asc&order=price-desc&rating=')).toBe(
      '?order=name-asc',
    );
    expect(listingLinkSearch('')).toBe('');
  });
});
