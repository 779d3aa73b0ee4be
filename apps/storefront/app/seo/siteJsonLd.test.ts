import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import { organizationJsonLd, webSiteJsonLd } from './siteJsonLd';

const ORIGIN = 'https://shop.example';

describe('Organization and WebSite (with SearchAction) JSON-LD on the home page', () => {
  it("names the shop as an Organization with its home in the page's locale and its logo", () => {
    expect(organizationJsonLd(ORIGIN, LOCALE_INFO['fr-ch'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Beautyshop',
      url: 'https://shop.example/fr-ch',
      logo: 'https://shop.example/favicon.svg',
    });
  });

  it("describes the WebSite with a SearchAction on the locale's search page", () => {
    const site = webSiteJsonLd(ORIGIN, LOCALE_INFO['de-de']);
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example/de-de',
      inLanguage: 'de-DE',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://shop.example/de-de/search?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
