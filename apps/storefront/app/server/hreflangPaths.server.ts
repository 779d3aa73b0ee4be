import { LOCALE_INFO, LOCALES, type Locale } from '../locale/locales';
import { finalPathOf, SEO_ROUTE_NAME, type SeoEntity } from '../seo/hreflangFinalPath';
import type { HreflangPaths } from '../seo/hreflangPaths';
import { serverConfig } from './config.server';
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
 * Issue 19: hreflang names each alternate's final URL, never the id form (/navigation/{id}/, /detail/{id}) that
 * redirects to it. SEO paths are per sales channel and language, and the Store API answers only the request's
 * (`sw-include-seo-urls` and POST /seo-url alike), so each other locale costs one POST /seo-url, in parallel,
 * shared by every anonymous shopper through the 60 s read cache. The request's own locale is its final URL. A
 * failed lookup leaves that locale out rather than naming a redirect; it never fails the page.
 */
export async function loadHreflangPaths(
  entity: SeoEntity,
  current: { locale: Locale; pathname: string },
): Promise<HreflangPaths> {
  const { trailingSlash } = serverConfig();
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, string | undefined]> => {
      if (locale === current.locale) return [locale, current.pathname];
      try {
        return [locale, finalPathOf(entity, locale, await seoPathInfoIn(locale, entity), trailingSlash)];
      } catch (error) {
        console.warn(
          `[storefront] the ${locale} alternate of ${entity.kind} ${entity.id} could not be read`,
          error,
        );
        return [locale, undefined];
      }
    }),
  );
  const paths: HreflangPaths = {};
  for (const [locale, path] of entries) if (path !== undefined) paths[locale] = path;
  return paths;
}
