import type { RouteMatchData } from '../i18n/pageCatalogue';
import { translateFor } from '../i18n/pageCatalogue';
import type { Translate } from '../i18n/translate';
import { LOCALE_INFO } from '../locale/locales';
import { localeOfMatches } from '../locale/routeId';

/**
 * Spec 2.3: the shopper's own pages (cart, checkout, wallet, confirmation) skip SEO: a title in the page's
 * language, with the shop's name after it unless `withSiteName` is false, and never indexed.
 */
export function privatePageMeta(
  matches: readonly (RouteMatchData | undefined)[],
  title: (t: Translate) => string,
  { withSiteName = true }: { withSiteName?: boolean } = {},
) {
  const t = translateFor(matches, LOCALE_INFO[localeOfMatches(matches)].language);
  return [
    { title: withSiteName ? `${title(t)} | ${t('meta.siteName')}` : title(t) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
