import { isLanguage, type Language } from '../locale/locales';
import { LOCALE_ROUTE_NAME, routeNameOf } from '../locale/routeId';
import { catalogueByVersion } from './catalogueStore';
import { type Catalogue, type CatalogueData, createTranslate, type Translate } from './translate';

/** What `useMatches()` and `meta`'s matches both carry (meta's list may hold gaps). */
export interface RouteMatchData {
  id: string;
  loaderData?: unknown;
}

/** Loader data arrives untyped through the matches; this checks it is what the locale route sends. */
export function isCatalogueData(value: unknown): value is CatalogueData {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'language' in value &&
    isLanguage(value.language) &&
    'version' in value &&
    typeof value.version === 'string' &&
    'href' in value &&
    typeof value.href === 'string'
  );
}

/**
 * The catalogue the locale route named for the matched page: this process's copy of that version (the server's
 * own, or the one the browser fetched before it rendered). Undefined when the loader has not run or the texts
 * are not here.
 */
export function catalogueOf(matches: readonly (RouteMatchData | undefined)[]): Catalogue | undefined {
  const data = matches.find(
    (match) => match !== undefined && routeNameOf(match.id) === LOCALE_ROUTE_NAME,
  )?.loaderData;
  return isCatalogueData(data) ? catalogueByVersion(data.version) : undefined;
}

/**
 * The page's translator, for components and `meta` alike. Without a catalogue (its loader failed) every text
 * renders as its key with a warning, on the server and in the browser alike, so hydration still matches.
 */
export function translateFor(
  matches: readonly (RouteMatchData | undefined)[],
  language: Language,
): Translate {
  return createTranslate(catalogueOf(matches) ?? { language, messages: {} });
}
