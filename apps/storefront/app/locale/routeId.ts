import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';

/** Spec 2.1: route names carry a triple-underscore separator followed by the locale code. */
export const ROUTE_LOCALE_SEPARATOR = '___';
/** Unprefixed routes carry this marker after the default locale, as nuxt-i18n names them, to stay unique. */
export const DEFAULT_ROUTE_MARKER = 'default';
/** The layout route above every page of a locale (routes/locale.tsx); it delivers the locale's texts. */
export const LOCALE_ROUTE_NAME = 'locale';

export function routeIdFor(name: string, locale: Locale | undefined): string {
  return locale === undefined
    ? `${name}${ROUTE_LOCALE_SEPARATOR}${DEFAULT_LOCALE}${ROUTE_LOCALE_SEPARATOR}${DEFAULT_ROUTE_MARKER}`
    : `${name}${ROUTE_LOCALE_SEPARATOR}${locale}`;
}

/** The active language is the locale part of the route id when it is one of the shop locales, else the default. */
export function localeFromRouteId(routeId: string): Locale {
  const part = routeId.split(ROUTE_LOCALE_SEPARATOR)[1];
  return isLocale(part) ? part : DEFAULT_LOCALE;
}

/** The route name without its locale suffix. */
export function routeNameOf(routeId: string): string {
  return routeId.split(ROUTE_LOCALE_SEPARATOR)[0] ?? routeId;
}

/** Spec 2.1: the locale of a page is the locale part of its deepest matched route's id (meta and components). */
export function localeOfMatches(matches: readonly ({ id: string } | undefined)[]): Locale {
  return localeFromRouteId(matches[matches.length - 1]?.id ?? '');
}
