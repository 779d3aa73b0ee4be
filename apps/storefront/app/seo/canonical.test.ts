import { describe, expect, it } from 'vitest';
import { canonicalUrl, hreflangAlternates, robotsFor, skipsSeo } from './canonical';

describe('spec 2.3 canonical and alternates', () => {
  it('canonical link is the app URL plus the path without its query string', () => {
    expect(canonicalUrl('https://shop.example/', '/de-at/serum/?utm_source=x')).toBe(
      'https://shop.example/de-at/serum/',
    );
    expect(canonicalUrl('https://shop.example', '/de-at/serum/#reviews')).toBe(
      'https://shop.example/de-at/serum/',
    );
  });

  it('lists hreflang alternates for the six locales and x-default for the same page', () => {
    expect(hreflangAlternates('https://shop.example', '/fr-ch/soins/?p=2')).toEqual([
      { hreflang: 'de-DE', href: 'https://shop.example/de-de/soins/' },
      { hreflang: 'en-GB', href: 'https://shop.example/en-gb/soins/' },
      { hreflang: 'de-AT', href: 'https://shop.example/de-at/soins/' },
      { hreflang: 'de-CH', href: 'https://shop.example/de-ch/soins/' },
      { hreflang: 'fr-CH', href: 'https://shop.example/fr-ch/soins/' },
      { hreflang: 'fr-FR', href: 'https://shop.example/fr-fr/soins/' },
      { hreflang: 'x-default', href: 'https://shop.example/de-de/soins/' },
    ]);
  });

  it('home alternates are the bare locale prefixes', () => {
    expect(hreflangAlternates('https://shop.example', '/')[1]).toEqual({
      hreflang: 'en-GB',
      href: 'https://shop.example/en-gb',
    });
  });

  it('robots keep preview pages out of the index', () => {
    expect(robotsFor('/de-de/preview/abc')).toBe('noindex, nofollow');
    expect(robotsFor('/de-de/serum')).toBeUndefined();
  });
});

describe('spec 2.3: cart and checkout paths skip the SEO and structured-data handling', () => {
  it('the cart, checkout and its sub-paths skip it in every locale; other pages do not', () => {
    for (const path of [
      '/de-de/checkout/cart',
      '/fr-ch/checkout',
      '/de-at/checkout/success/abc',
      '/en-gb/cart/change',
    ])
      expect(skipsSeo(path), path).toBe(true);
    for (const path of ['/de-de/', '/de-de/cartier-serum/', '/de-de/Hautpflege/checkout-tipps/'])
      expect(skipsSeo(path), path).toBe(false);
  });
});
