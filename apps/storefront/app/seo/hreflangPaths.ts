import { asRootPath, listingPageHref } from '@beautyshop/catalogue';
import { withTrailingSlash } from '../links/navigationLink';
import { normalizeTrailingSlash, type TrailingSlashSetting } from '../links/trailingSlash';
import { localePath } from '../locale/fromPath';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../locale/locales';
import type { HreflangAlternate } from './canonical';

/** A page whose URL differs per locale: a category listing (on one of its pages) or a product. */
export type SeoEntity = { kind: 'category'; id: string; page: number } | { kind: 'product'; id: string };

/** Each locale's final URL path of one page; a locale without one (its lookup failed) is left out. */
export type HreflangPaths = Partial<Record<Locale, string>>;

/** The Store API route name of an entity's SEO URLs (Shopware's seo_url.route_name). */
export const SEO_ROUTE_NAME = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
} as const satisfies Record<SeoEntity['kind'], string>;

/**
 * The URL a page answers 200 at in a locale, from its SEO path there (`undefined`: it has none): the URL the shop
 * redirects every other spelling to, so that hreflang never names a redirect. A category carries the navigation
 * link's trailing slash (spec 2.1) and its page segment (spec 2.2); without an SEO path it is /navigation/{id}/,
 * which has no later pages. A product follows the trailing-slash setting; without an SEO path it is /detail/{id}.
 */
export function finalPathOf(
  entity: SeoEntity,
  locale: Locale,
  seoPathInfo: string | undefined,
  trailingSlash: TrailingSlashSetting,
): string | undefined {
  const seoPath = seoPathInfo === undefined || seoPathInfo === '' ? undefined : asRootPath(seoPathInfo);
  if (entity.kind === 'category') {
    if (seoPath === undefined)
      return entity.page === 1 ? localePath(`/navigation/${entity.id}/`, locale) : undefined;
    return listingPageHref(localePath(withTrailingSlash(seoPath), locale), entity.page, '');
  }
  if (seoPath === undefined) return localePath(`/detail/${entity.id}`, locale);
  return normalizeTrailingSlash(localePath(seoPath, locale), trailingSlash);
}

function join(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}

/** Spec 2.1 hreflang: one alternate per locale that has the page, and x-default at the default locale's. */
export function hreflangLinksOf(appUrl: string, paths: HreflangPaths): HreflangAlternate[] {
  const alternates: HreflangAlternate[] = [];
  for (const locale of LOCALES) {
    const path = paths[locale];
    if (path !== undefined) alternates.push({ hreflang: LOCALE_INFO[locale].tag, href: join(appUrl, path) });
  }
  const fallback = paths[DEFAULT_LOCALE];
  return fallback === undefined
    ? alternates
    : [...alternates, { hreflang: 'x-default', href: join(appUrl, fallback) }];
}

function isHreflangPaths(value: unknown): value is HreflangPaths {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([locale, path]) => (LOCALES as readonly string[]).includes(locale) && typeof path === 'string',
    )
  );
}

/** The final per-locale paths the deepest route's loader data names (`hreflangPaths`), if any. */
export function hreflangPathsOf(matches: readonly { data: unknown }[]): HreflangPaths | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'hreflangPaths' in data &&
      isHreflangPaths(data.hreflangPaths)
    ) {
      return data.hreflangPaths;
    }
  }
  return undefined;
}
