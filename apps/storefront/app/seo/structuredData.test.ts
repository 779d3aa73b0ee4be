import { describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import { organizationJsonLd, webSiteJsonLd } from './siteJsonLd';
import { onShopPage, siteStructuredData, structuredDataItems, structuredDataOf } from './structuredData';

const AUDIENCE = { '@type': 'PeopleAudience', geographicArea: { '@type': 'AdministrativeArea', name: 'DE' } };
const OWN = {
  organization: organizationJsonLd('https://shop.example', LOCALE_INFO['de-de']),
  webSite: webSiteJsonLd('https://shop.example', LOCALE_INFO['de-de']),
};

describe("the Store API's structured data on the shop's pages (spec 7.1)", () => {
  it("reads the blocks of the Store API's answer and ignores what is not a block", () => {
    expect(structuredDataItems({ structuredData: [{ '@type': 'Product' }, 'x', null] })).toEqual([
      { '@type': 'Product' },
    ]);
    expect(structuredDataItems([{ '@type': 'WebSite' }])).toEqual([{ '@type': 'WebSite' }]);
    expect(structuredDataItems({ errors: [] })).toEqual([]);
    expect(structuredDataItems(null)).toEqual([]);
  });

  it("structured data names the audience area as DE and the language as German: the Store API's are kept", () => {
    const [product] = onShopPage(
      [{ '@type': 'Product', audience: AUDIENCE, inLanguage: 'German', url: 'http://api/x', offers: {} }],
      'https://shop.example/de-de/serum/',
    );
    expect(product).toEqual({
      '@type': 'Product',
      audience: AUDIENCE,
      inLanguage: 'German',
      url: 'https://shop.example/de-de/serum/',
      offers: { url: 'https://shop.example/de-de/serum/' },
    });
  });

  it('the last crumb of a category breadcrumb is the page itself', () => {
    const [breadcrumb] = onShopPage(
      [
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Pflege' },
            { '@type': 'ListItem', position: 2, name: 'Gesicht' },
          ],
        },
      ],
      'https://shop.example/de-de/pflege/gesicht/',
    );
    expect(breadcrumb?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Pflege' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Gesicht',
        item: 'https://shop.example/de-de/pflege/gesicht/',
      },
    ]);
  });

  it("home: Organization and WebSite from the Store API, on the shop's home and search page", () => {
    const blocks = siteStructuredData(
      [
        { '@type': 'Organization', name: 'Beautyshop DE', url: 'http://api', audience: AUDIENCE },
        {
          '@type': 'WebSite',
          name: 'Beautyshop DE',
          url: 'http://api',
          inLanguage: 'German',
          audience: AUDIENCE,
        },
      ],
      OWN,
    );
    expect(blocks[0]).toMatchObject({
      name: 'Beautyshop DE',
      url: 'https://shop.example/de-de',
      audience: AUDIENCE,
    });
    expect(blocks[1]).toMatchObject({
      inLanguage: 'German',
      url: 'https://shop.example/de-de',
      potentialAction: {
        target: { urlTemplate: 'https://shop.example/de-de/search?search={search_term_string}' },
      },
    });
  });

  it("home: the shop's own Organization and WebSite when the Store API gives none", () => {
    expect(siteStructuredData([], OWN)).toEqual([OWN.organization, OWN.webSite]);
  });

  it("a page's structured data is its deepest loader's", () => {
    expect(
      structuredDataOf([{ data: { structuredData: [{ a: 1 }] } }, { data: { structuredData: [{ b: 2 }] } }]),
    ).toEqual([{ b: 2 }]);
    expect(structuredDataOf([{ data: undefined }])).toEqual([]);
  });
});
