import { describe, expect, it } from 'vitest';
import { finalPathOf } from './hreflangFinalPath';

const category = (page: number) => ({ kind: 'category', id: 'c0ffee', page }) as const;
const product = { kind: 'product', id: 'beef' } as const;

describe('hreflang and canonical point at the final URL of each alternate, never at a redirect', () => {
  it('a category is its SEO path in that locale, with the navigation link trailing slash (spec 2.1)', () => {
    expect(finalPathOf(category(1), 'fr-ch', 'Soins/Visage/', 'remove')).toBe('/fr-ch/Soins/Visage/');
    expect(finalPathOf(category(1), 'de-at', 'Pflege', 'remove')).toBe('/de-at/Pflege/');
  });

  it('a paginated category keeps its page segment in every locale (spec 2.2)', () => {
    expect(finalPathOf(category(2), 'en-gb', 'Care/', 'append')).toBe('/en-gb/Care/p=2');
  });

  it('a category without an SEO path in a locale is /navigation/{id}/ there, which has no later pages', () => {
    expect(finalPathOf(category(1), 'de-ch', undefined, 'append')).toBe('/de-ch/navigation/c0ffee/');
    expect(finalPathOf(category(3), 'de-ch', undefined, 'append')).toBeUndefined();
  });

  it('a product is its SEO path under the trailing slash setting, else /detail/{id} (spec 2.3)', () => {
    expect(finalPathOf(product, 'fr-fr', 'Serum-eclat/SW1', 'remove')).toBe('/fr-fr/Serum-eclat/SW1');
    expect(finalPathOf(product, 'fr-fr', 'Serum-eclat/SW1', 'append')).toBe('/fr-fr/Serum-eclat/SW1/');
    expect(finalPathOf(product, 'de-de', '', 'remove')).toBe('/de-de/detail/beef');
  });

  it('a landing page is its SEO path with a trailing slash (where /landingPage/{id} redirects), else /landingPage/{id}', () => {
    const landingPage = { kind: 'landingPage', id: 'facade' } as const;
    expect(finalPathOf(landingPage, 'fr-ch', 'Beaute-naturelle', 'remove')).toBe('/fr-ch/Beaute-naturelle/');
    expect(finalPathOf(landingPage, 'de-de', 'Clean-Beauty/', 'append')).toBe('/de-de/Clean-Beauty/');
    expect(finalPathOf(landingPage, 'en-gb', undefined, 'remove')).toBe('/en-gb/landingPage/facade');
  });
});
