import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocaleInfo } from '../locale/locales';
import { loadFilterPageHreflangPaths } from './hreflangPaths.server';

/** Per language: the category's SEO path and the filter page the Store API names for the brand (or a failure). */
const answers: Record<string, { category: string | undefined; filterPage: string | Error }> = {};

vi.mock('./storeApi.server', () => ({
  anonymousCatalogueOf: async (locale: LocaleInfo) => {
    const answer = answers[locale.locale];
    return {
      seo: {
        readSeoUrls: async () => (answer?.category === undefined ? [] : [{ seoPathInfo: answer.category }]),
        readSeoFilterUrl: async () => {
          if (answer === undefined || answer.filterPage instanceof Error) throw answer?.filterPage;
          return { seoUrl: answer.filterPage };
        },
      },
    };
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  for (const key of Object.keys(answers)) delete answers[key];
});

describe("issue 19: a filter page's hreflang alternates are each locale's own filter page", () => {
  it("names each other locale's filter page for the same filters, on the same listing page; its own is its URL", async () => {
    Object.assign(answers, {
      'en-gb': { category: 'Skincare/', filterPage: '/Skincare/lumiere/' },
      'de-at': { category: 'Hautpflege/', filterPage: '/Hautpflege/lumiere/' },
      'de-ch': { category: 'Hautpflege/', filterPage: '/Hautpflege/lumiere/' },
      'fr-fr': { category: 'Soins/', filterPage: '/Soins/lumiere/' },
      'fr-ch': { category: 'Soins/', filterPage: '/Soins/lumiere/' },
    });
    const paths = await loadFilterPageHreflangPaths(
      { categoryId: 'c1', ids: ['m1'], page: 2 },
      { locale: 'de-de', pathname: '/de-de/Hautpflege/lumiere/p=2' },
    );
    expect(paths).toEqual({
      'de-de': '/de-de/Hautpflege/lumiere/p=2',
      'en-gb': '/en-gb/Skincare/lumiere/p=2',
      'de-at': '/de-at/Hautpflege/lumiere/p=2',
      'de-ch': '/de-ch/Hautpflege/lumiere/p=2',
      'fr-fr': '/fr-fr/Soins/lumiere/p=2',
      'fr-ch': '/fr-ch/Soins/lumiere/p=2',
    });
  });

  it('leaves out a locale whose answer names its category, that has no SEO path there, or whose lookup fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.assign(answers, {
      'en-gb': { category: 'Skincare/', filterPage: '/Skincare/' },
      'de-at': { category: undefined, filterPage: '/Hautpflege/lumiere/' },
      'de-ch': { category: 'Hautpflege/', filterPage: new Error('down') },
      'fr-fr': { category: 'Soins/', filterPage: '/Soins/lumiere/' },
    });
    const paths = await loadFilterPageHreflangPaths(
      { categoryId: 'c1', ids: ['m1'], page: 1 },
      { locale: 'de-de', pathname: '/de-de/Hautpflege/lumiere/' },
    );
    expect(paths).toEqual({ 'de-de': '/de-de/Hautpflege/lumiere/', 'fr-fr': '/fr-fr/Soins/lumiere/' });
  });
});
