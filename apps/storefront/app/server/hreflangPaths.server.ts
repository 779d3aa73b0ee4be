import { listingPageHref } from '@beautyshop/catalogue';
import { localePath } from '../locale/fromPath';
import { LOCALE_INFO, LOCALES, type Locale } from '../locale/locales';
import { finalPathOf, SEO_ROUTE_NAME, type SeoEntity } from '../seo/hreflangFinalPath';
import type { HreflangPaths } from '../seo/hreflangPaths';
import { serverConfig } from './config.server';
import { readFilterPagePath } from './seoFilter.server';
import { anonymousCatalogueOf } from './storeApi.server';

/** The entity's SEO path in one locale (its sales channel and language), or undefined when it has none there. */
async function seoPathInfoIn(locale: Locale, entity: SeoEntity): Promise<string | undefined> {
  const client = await anonymousCatalogueOf(LOCALE_INFO[locale]);
  const urls = await client.seo.readSeoUrls({
    filter: [
      { type: 'equals', field: 'foreignKey', value: entity.id },
      { type: 'equals', field: 'routeName', value: SEO_ROUTE_NAME[entity.kind] },
    ],
    limit: 1,
  });
  return urls.find((url) => url.seoPathInfo !== '')?.seoPathInfo;
}

/**
 * Each locale's final path of one page: the request's own locale is the request's path, every other locale is
 * looked up by `pathIn`, in parallel. A failed lookup leaves that locale out rather than naming a redirect; it
 * never fails the page.
 */
async function alternatePaths(
  what: string,
  current: { locale: Locale; pathname: string },
  pathIn: (locale: Locale) => Promise<string | undefined>,
): Promise<HreflangPaths> {
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string | undefined]> => {
      if (locale === current.locale) return [locale, current.pathname];
      try {
        return [locale, await pathIn(locale)];
      } catch (error) {
        console.warn(`[storefront] the ${locale} alternate of ${what} could not be read`, error);
        return [locale, undefined];
      }
    }),
  );
  const paths: HreflangPaths = {};
  for (const [locale, path] of entries) if (path !== undefined) paths[locale] = path;
  return paths;
}

/**
 * Issue 19: hreflang names each alternate's final URL, never the id form (/navigation/{id}/, /detail/{id}) that
 * redirects to it. SEO paths are per sales channel and language, and the Store API answers only the request's
 * (`sw-include-seo-urls` and POST /seo-url alike), so each other locale costs one POST /seo-url, in parallel,
 * shared by every anonymous shopper through the 60 s read cache.
 */
export function loadHreflangPaths(
  entity: SeoEntity,
  current: { locale: Locale; pathname: string },
): Promise<HreflangPaths> {
  const { trailingSlash } = serverConfig();
  return alternatePaths(`${entity.kind} ${entity.id}`, current, async (locale) =>
    finalPathOf(entity, locale, await seoPathInfoIn(locale, entity), trailingSlash),
  );
}

/**
 * Issue 19: an SEO filter page's alternates are each locale's own filter page for the same filters (spec 7.1
 * `/seo-filter-url/{categoryId}/{id}/...` asked in that locale), on the same listing page. A locale whose answer
 * names no filter page (the category's own path, or no SEO path at all) is left out: its category URL with the
 * filters as a query is not a page of its own (its canonical is the category) and hreflang names canonical
 * pages only. The category's path in that locale is read beside it to tell the two answers apart.
 */
export function loadFilterPageHreflangPaths(
  filter: { categoryId: string; ids: readonly string[]; page: number },
  current: { locale: Locale; pathname: string },
): Promise<HreflangPaths> {
  const category: SeoEntity = { kind: 'category', id: filter.categoryId, page: 1 };
  return alternatePaths(`the filter page of category ${filter.categoryId}`, current, async (locale) => {
    const client = await anonymousCatalogueOf(LOCALE_INFO[locale]);
    const [categoryPath, filterPath] = await Promise.all([
      seoPathInfoIn(locale, category),
      readFilterPagePath(client, filter.categoryId, filter.ids, locale),
    ]);
    if (categoryPath === undefined || filterPath === undefined) return undefined;
    if (filterPath === listingPageHref(localePath(categoryPath, locale), 1, '')) return undefined;
    return listingPageHref(filterPath, filter.page, '');
  });
}
