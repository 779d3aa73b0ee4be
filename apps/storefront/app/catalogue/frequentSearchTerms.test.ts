import { describe, expect, it } from 'vitest';
import { frequentSearchTerms, MAX_FREQUENT_SEARCH_TERMS } from './frequentSearchTerms';
import { searchHref } from './searchHref';

describe('spec 1 and 2.4 frequently searched terms from the plugin configuration', () => {
  it("reads the list of the shopper's language", () => {
    const config = {
      locale: 'fr-ch',
      frequentlySearchedTerms: { de: ['Serum'], en: ['Serum', 'Mascara'], fr: ['Sérum', 'Crème de nuit'] },
    };
    expect(frequentSearchTerms(config, 'fr')).toEqual(['Sérum', 'Crème de nuit']);
    expect(frequentSearchTerms(config, 'en')).toEqual(['Serum', 'Mascara']);
  });

  it('takes a plain list as the locale’s own', () => {
    expect(frequentSearchTerms({ frequentlySearchedTerms: ['SPF', 'Mascara'] }, 'de')).toEqual([
      'SPF',
      'Mascara',
    ]);
  });

  it('trims, drops empty values and non-strings, and keeps each term once, case-insensitively', () => {
    const config = { frequentlySearchedTerms: { de: ['  Vitamin   C ', '', 42, 'vitamin c', 'Hyaluron'] } };
    expect(frequentSearchTerms(config, 'de')).toEqual(['Vitamin C', 'Hyaluron']);
  });

  it(`shows at most ${MAX_FREQUENT_SEARCH_TERMS} terms`, () => {
    const terms = Array.from({ length: 15 }, (_, index) => `term ${index}`);
    expect(frequentSearchTerms({ frequentlySearchedTerms: terms }, 'de')).toHaveLength(
      MAX_FREQUENT_SEARCH_TERMS,
    );
  });

  it.each([
    ['no setting', {}],
    ['a language without a list', { frequentlySearchedTerms: { en: ['Serum'] } }],
    ['a malformed setting', { frequentlySearchedTerms: 'Serum, Mascara' }],
    ['no configuration at all', null],
  ])('%s means no terms', (_, config) => {
    expect(frequentSearchTerms(config, 'de')).toEqual([]);
  });

  it('links a term to the search page of the locale, encoded', () => {
    expect(searchHref('fr-ch', 'Crème de nuit')).toBe('/fr-ch/search?search=Cr%C3%A8me+de+nuit');
  });
});
