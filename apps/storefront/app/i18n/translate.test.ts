import { describe, expect, it } from 'vitest';
import { countryBannerMessages } from './countryBanner';
import { catalogueFor, MESSAGES } from './messages.server';
import { createTranslate } from './translate';

function expectSameKeysAndNoEmptyText(
  catalogues: readonly Readonly<Record<string, string>>[],
  source: Readonly<Record<string, string>>,
) {
  for (const catalogue of catalogues) {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(source).sort());
    expect(Object.values(catalogue).every((text) => text.trim() !== '')).toBe(true);
  }
}

describe('texts in German, English and French', () => {
  it('every language provides every key with a non-empty text', () => {
    expectSameKeysAndNoEmptyText([MESSAGES.en, MESSAGES.fr], MESSAGES.de);
    expectSameKeysAndNoEmptyText(
      [countryBannerMessages.en, countryBannerMessages.fr],
      countryBannerMessages.de,
    );
  });

  it('a page receives the texts of its own language and none of the others', () => {
    const catalogue = catalogueFor('fr');
    expect(catalogue.language).toBe('fr');
    expect(catalogue.messages).toEqual(MESSAGES.fr);
    expect(Object.values(catalogue.messages)).not.toContain(MESSAGES.de['header.wishlist']);
    expect(Object.values(catalogue.messages)).not.toContain(MESSAGES.en['header.wishlist']);
  });

  it("the country banner's texts are not part of a page's catalogue: the banner speaks the shopper's language", () => {
    expect(Object.keys(MESSAGES.de).some((key) => key.startsWith('countryBanner.'))).toBe(false);
  });

  it('fills named values', () => {
    const t = createTranslate(catalogueFor('fr'));
    expect(t('search.resultsFor', { query: 'sérum' })).toBe('Résultats pour «\u00a0sérum\u00a0»');
  });

  it('spec 8: a missing message only warns and renders its key', () => {
    const warnings: string[] = [];
    const t = createTranslate(catalogueFor('en'), (message) => warnings.push(message));
    expect(t('product.messages.unknownKey')).toBe('product.messages.unknownKey');
    expect(warnings).toEqual(["[i18n] missing message 'product.messages.unknownKey' for language 'en'"]);
  });
});
