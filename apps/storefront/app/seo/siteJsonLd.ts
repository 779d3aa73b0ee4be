import { searchHref } from '../catalogue/searchHref';
import { localePath } from '../locale/fromPath';
import type { LocaleInfo } from '../locale/locales';

/** The shop's name as search engines show it beside its pages. */
export const SHOP_NAME = 'Beautyshop';

/** The parameter of the search URL template (schema.org SearchAction's `query-input`). */
const SEARCH_TERM = 'search_term_string';

/**
 * schema.org Organization of the home page (issue 19): the shop's name, its home in the page's locale and its
 * logo. `origin` is the app URL's origin, so that the URLs are the shop's public ones.
 */
export function organizationJsonLd(origin: string, locale: LocaleInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: `${origin}${localePath('/', locale.locale)}`,
    logo: `${origin}/favicon.svg`,
  };
}

/**
 * schema.org WebSite with a SearchAction (the search box in search results): the shop's search page of the
 * locale, `/{locale}/search?search={term}`, as its `urlTemplate`.
 */
export function webSiteJsonLd(origin: string, locale: LocaleInfo) {
  // searchHref encodes the term; the template's braces stay literal for the search engine to fill.
  const template = searchHref(locale.locale, SEARCH_TERM).replace(SEARCH_TERM, `{${SEARCH_TERM}}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SHOP_NAME,
    url: `${origin}${localePath('/', locale.locale)}`,
    inLanguage: locale.tag,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${template}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
