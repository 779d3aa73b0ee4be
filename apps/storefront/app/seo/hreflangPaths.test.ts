import { describe, expect, it } from 'vitest';
import { hreflangLinksOf, hreflangPathsOf } from './hreflangPaths';

describe('hreflang and canonical point at the final URL of each alternate, never at a redirect', () => {
  it('lists the locales that have the page, x-default at the default locale', () => {
    expect(
      hreflangLinksOf('https://shop.example/', { 'fr-fr': '/fr-fr/Soins/', 'de-de': '/de-de/Pflege/' }),
    ).toEqual([
      { hreflang: 'de-DE', href: 'https://shop.example/de-de/Pflege/' },
      { hreflang: 'fr-FR', href: 'https://shop.example/fr-fr/Soins/' },
      { hreflang: 'x-default', href: 'https://shop.example/de-de/Pflege/' },
    ]);
  });

  it("reads the deepest route's final paths from the loader data, ignoring anything else", () => {
    const matches = [
      { data: { hreflangPaths: { 'de-de': '/de-de/a/' } } },
      { data: { hreflangPaths: { 'en-gb': '/en-gb/b/' } } },
    ];
    expect(hreflangPathsOf(matches)).toEqual({ 'en-gb': '/en-gb/b/' });
    expect(hreflangPathsOf([{ data: { hreflangPaths: { xx: 1 } } }, { data: null }])).toBeUndefined();
  });
});
