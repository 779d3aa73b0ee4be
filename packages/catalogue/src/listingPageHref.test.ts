import { describe, expect, it } from 'vitest';
import { isSameListing, searchPageHref } from './listingPageHref.js';

describe('spec 2.2 listing page URLs', () => {
  it('search keeps its term and sorting and sets or drops ?p=', () => {
    expect(searchPageHref('/en-gb/search', '?search=serum&order=price-asc', 2)).toBe(
      '/en-gb/search?search=serum&order=price-asc&p=2',
    );
    expect(searchPageHref('/en-gb/search', '?search=serum&p=3', 1)).toBe('/en-gb/search?search=serum');
    expect(searchPageHref('/en-gb/search', '', 1)).toBe('/en-gb/search');
  });

  it('tells pages of one listing from another listing', () => {
    expect(isSameListing('/de-de/Hautpflege/', '/de-de/Hautpflege/p=2')).toBe(true);
    expect(isSameListing('/de-de/search', '/de-de/search')).toBe(true);
    expect(isSameListing('/de-de/Hautpflege/', '/de-de/Make-up/')).toBe(false);
  });
});
