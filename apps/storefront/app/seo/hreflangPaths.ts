// No import of @beautyshop/catalogue here: the root route (every page's first load) uses this module, and the
// package's index brought zod into the shell chunk. The final paths are computed on the server (hreflangFinalPath).
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '../locale/locales';
import type { HreflangAlternate } from './canonical';

/** Each locale's final URL path of one page; a locale without one (its lookup failed) is left out. */
export type HreflangPaths = Partial<Record<Locale, string>>;

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
