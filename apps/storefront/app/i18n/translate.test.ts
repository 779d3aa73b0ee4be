import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { createTranslate } from './translate';

describe('texts in German, English and French', () => {
  it('every language provides every key with a non-empty text', () => {
    for (const catalogue of [MESSAGES.en, MESSAGES.fr]) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(MESSAGES.de).sort());
      expect(Object.values(catalogue).every((text) => text.trim() !== '')).toBe(true);
    }
  });

  it('fills named values', () => {
    expect(createTranslate('fr')('search.resultsFor', { query: 'sérum' })).toBe('Résultats pour « sérum »');
  });

  it('spec 8: a missing message only warns and renders its key', () => {
    const warnings: string[] = [];
    const t = createTranslate('en', (message) => warnings.push(message));
    expect(t('product.messages.unknownKey')).toBe('product.messages.unknownKey');
    expect(warnings).toEqual(["[i18n] missing message 'product.messages.unknownKey' for language 'en'"]);
  });
});
