import { describe, expect, it } from 'vitest';
import { languageOptions } from './languageOptions';

describe('language switcher keeps the current page', () => {
  it('links the same path and query in every locale and marks the current one', () => {
    const options = languageOptions('/fr-ch/search', '?search=creme', 'fr-ch');
    expect(options.map((option) => option.href)).toEqual([
      '/de-de/search?search=creme',
      '/en-gb/search?search=creme',
      '/de-at/search?search=creme',
      '/de-ch/search?search=creme',
      '/fr-ch/search?search=creme',
      '/fr-fr/search?search=creme',
    ]);
    expect(options.filter((option) => option.current).map((option) => option.locale)).toEqual(['fr-ch']);
  });

  it('an unprefixed page links the prefixed variants', () => {
    expect(languageOptions('/search', '', 'de-de')[3]?.href).toBe('/de-ch/search');
  });

  it("a category or product page links each locale's final URL where it knows it, keeping the query", () => {
    const options = languageOptions('/navigation/c0ffee/', '?order=price-asc', 'de-de', {
      'en-gb': '/en-gb/Fragrance/p=2',
    });
    expect(options[1]?.href).toBe('/en-gb/Fragrance/p=2?order=price-asc');
    expect(options[2]?.href).toBe('/de-at/navigation/c0ffee/?order=price-asc');
  });
});
