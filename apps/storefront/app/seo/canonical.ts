import { stripLocalePrefix } from '../locale/fromPath';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES } from '../locale/locales';

function join(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Spec 2.3: a canonical link is set from the app URL plus the path without its query string. */
export function canonicalUrl(appUrl: string, pathname: string): string {
  return join(appUrl, pathname.split(/[?#]/)[0] ?? '/');
}

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/** One alternate per shop locale for the same page, plus x-default pointing at the default locale. */
export function hreflangAlternates(appUrl: string, pathname: string): HreflangAlternate[] {
  const rest = stripLocalePrefix(pathname.split(/[?#]/)[0] ?? '/');
  const hrefFor = (locale: string) => join(appUrl, rest === '/' ? `/${locale}` : `/${locale}${rest}`);
  return [
    ...LOCALES.map((locale) => ({ hreflang: LOCALE_INFO[locale].tag, href: hrefFor(locale) })),
    { hreflang: 'x-default', href: hrefFor(DEFAULT_LOCALE) },
  ];
}

/**
 * Spec 2.3: cart and checkout paths skip the SEO and structured-data handling: no canonical, no alternates and no
 * JSON-LD (the pages are private and noindex, app/seo/privatePageMeta.ts).
 */
export function skipsSeo(pathname: string): boolean {
  return /^\/(?:checkout|cart)(?:\/|$)/.test(stripLocalePrefix(pathname));
}

/** Spec 9: robots rules keep /preview out of search engines. */
export function robotsFor(pathname: string): string | undefined {
  return pathname.includes('/preview') ? 'noindex, nofollow' : undefined;
}
