import { describe, expect, it } from 'vitest';
import { isHomePath, localePath, stripLocalePrefix } from './fromPath';
import { LOCALE_INFO, LOCALES } from './locales';

describe('spec 2.1 locales and markets', () => {
  it.each([
    ['de-de', 'DE', 'EUR', 'de-DE'],
    ['en-gb', 'DE', 'EUR', 'en-GB'],
    ['de-at', 'AT', 'EUR', 'de-AT'],
    ['de-ch', 'CH', 'CHF', 'de-CH'],
    ['fr-ch', 'CH', 'CHF', 'fr-CH'],
    ['fr-fr', 'FR', 'EUR', 'fr-FR'],
  ] as const)('locale %s belongs to market %s and pays in %s', (locale, market, currency, tag) => {
    expect(LOCALE_INFO[locale]).toMatchObject({ market, currency, tag });
  });

  it('supports exactly en-gb, de-de, de-ch, de-at, fr-fr and fr-ch', () => {
    expect([...LOCALES].sort()).toEqual(['de-at', 'de-ch', 'de-de', 'en-gb', 'fr-ch', 'fr-fr']);
  });

  it.each([
    ['/de-at', true],
    ['/de-at/', true],
    ['/', true],
    ['/de-at/skincare', false],
    ['/de-atx', false],
    ['/search', false],
  ] as const)(
    'recognises %s as home: %s (path equals the locale prefix, with or without trailing slash)',
    (path, home) => {
      expect(isHomePath(path)).toBe(home);
    },
  );

  it('strips and applies the locale prefix', () => {
    expect(stripLocalePrefix('/fr-ch/a/b')).toBe('/a/b');
    expect(stripLocalePrefix('/fr-ch')).toBe('/');
    expect(stripLocalePrefix('/a/b')).toBe('/a/b');
    expect(localePath('/a/b', 'de-at')).toBe('/de-at/a/b');
    expect(localePath('/fr-fr/a/', 'de-at')).toBe('/de-at/a/');
    expect(localePath('/', 'en-gb')).toBe('/en-gb');
  });
});
