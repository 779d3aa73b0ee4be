import type { Language } from '../locale/locales';
import { LOCALE_ROUTE_NAME, routeNameOf } from '../locale/routeId';
import { type Catalogue, createTranslate, type Translate } from './translate';

/** What `useMatches()` and `meta`'s matches both carry (meta's list may hold gaps). */
export interface RouteMatchData {
  id: string;
  loaderData?: unknown;
}

const LANGUAGES: readonly string[] = ['de', 'en', 'fr'] satisfies Language[];

/** Loader data arrives untyped through the matches; this checks it is what the locale route sends. */
export function isCatalogue(value: unknown): value is Catalogue {
  if (typeof value !== 'object' || value === null) return false;
  if (!('language' in value) || typeof value.language !== 'string' || !LANGUAGES.includes(value.language))
    return false;
  return 'messages' in value && typeof value.messages === 'object' && value.messages !== null;
}

/** The catalogue the locale route delivered to the matched page, or undefined when its loader has not run. */
export function catalogueOf(matches: readonly (RouteMatchData | undefined)[]): Catalogue | undefined {
  const data = matches.find(
    (match) => match !== undefined && routeNameOf(match.id) === LOCALE_ROUTE_NAME,
  )?.loaderData;
  return isCatalogue(data) ? data : undefined;
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
