import { asRootPath, listingPageHref } from '@beautyshop/catalogue';
import { withTrailingSlash } from '../links/navigationLink';
import { normalizeTrailingSlash, type TrailingSlashSetting } from '../links/trailingSlash';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/** A page whose URL differs per locale: a category listing (on one of its pages), a product or a landing page. */
export type SeoEntity =
  | { kind: 'category'; id: string; page: number }
  | { kind: 'product'; id: string }
  | { kind: 'landingPage'; id: string };

/** The Store API route name of an entity's SEO URLs (Shopware's seo_url.route_name). */
export const SEO_ROUTE_NAME = {
  category: 'frontend.navigation.page',
  product: 'frontend.detail.page',
  landingPage: 'frontend.landing.page',
} as const satisfies Record<SeoEntity['kind'], string>;

/**
 * The URL a page answers 200 at in a locale, from its SEO path there (`undefined`: it has none): the URL the shop
 * redirects every other spelling to, so that hreflang never names a redirect. A category carries the navigation
 * link's trailing slash (spec 2.1) and its page segment (spec 2.2); without an SEO path it is /navigation/{id}/,
 * which has no later pages. A product follows the trailing-slash setting; without an SEO path it is /detail/{id}.
 * A landing page is where /landingPage/{id} redirects to: its SEO path with a trailing slash, else that id form.
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
  if (entity.kind === 'landingPage')
    return localePath(
      seoPath === undefined ? `/landingPage/${entity.id}` : withTrailingSlash(seoPath),
      locale,
    );
  if (seoPath === undefined) return localePath(`/detail/${entity.id}`, locale);
  return normalizeTrailingSlash(localePath(seoPath, locale), trailingSlash);
}
