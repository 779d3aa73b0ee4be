import { isLocale, type Locale } from './locales';

/** First path segment, lower-cased; '' for the root. */
function firstSegment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/** The locale prefix of a path, or undefined for an unprefixed path. */
export function localePrefixOf(pathname: string): Locale | undefined {
  const segment = firstSegment(pathname);
  return isLocale(segment) ? segment : undefined;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocalePrefix(pathname: string): string {
  const prefix = localePrefixOf(pathname);
  if (prefix === undefined) return pathname === '' ? '/' : pathname;
  const rest = pathname.slice(prefix.length + 1);
  return rest === '' ? '/' : rest;
}

/** A shop path under the given locale's prefix (spec 2.1: the URL strategy is prefix). */
export function localePath(path: string, locale: Locale): string {
  const rest = stripLocalePrefix(path.startsWith('/') ? path : `/${path}`);
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** Spec 2.1: the home page is the path equal to the locale prefix, with or without a trailing slash. */
export function isHomePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  const prefix = localePrefixOf(pathname);
  return prefix !== undefined && (pathname === `/${prefix}` || pathname === `/${prefix}/`);
}

/** The shop's paths under one locale's prefix: the `localizePath` the catalogue's views take. */
export function pathsIn(locale: Locale): (path: string) => string {
  return (path) => localePath(path, locale);
}
