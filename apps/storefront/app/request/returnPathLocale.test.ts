import { describe, expect, it } from 'vitest';
import { returnPathIn, safeReturnPathIn } from './returnPathLocale';

describe('a return path in the page’s locale', () => {
  it('names a page that has one path in every locale in the page’s locale, query and fragment kept', () => {
    expect(returnPathIn('fr-fr', '/de-de/account')).toBe('/fr-fr/account');
    expect(returnPathIn('fr-fr', '/de-de/account/order/abc?page=2#top')).toBe(
      '/fr-fr/account/order/abc?page=2#top',
    );
    expect(returnPathIn('en-gb', '/de-ch/checkout')).toBe('/en-gb/checkout');
    expect(returnPathIn('en-gb', '/de-ch')).toBe('/en-gb');
  });

  it('keeps a path already in the locale, an unprefixed one and an SEO path, which is words of its language', () => {
    expect(returnPathIn('de-de', '/de-de/account')).toBe('/de-de/account');
    expect(returnPathIn('de-de', '/account')).toBe('/account');
    expect(returnPathIn('fr-fr', '/de-de/Hautpflege/Gesichtscreme/')).toBe(
      '/de-de/Hautpflege/Gesichtscreme/',
    );
  });
});

describe('where login and registration send the shopper afterwards', () => {
  it('is a path of this shop only, in the page’s locale', () => {
    expect(safeReturnPathIn('fr-fr', '/de-de/account/address', '/fr-fr/account')).toBe(
      '/fr-fr/account/address',
    );
    expect(safeReturnPathIn('fr-fr', '//evil.example/phish', '/fr-fr/account')).toBe('/fr-fr/account');
    expect(safeReturnPathIn('fr-fr', null, '/fr-fr/account')).toBe('/fr-fr/account');
  });
});
