import type { Language } from '../locale/locales';
import { LOCALE_ROUTE_NAME, routeNameOf } from '../locale/routeId';
import { type Catalogue, type CatalogueData, createTranslate, type Translate } from './translate';

/** What `useMatches()` and `meta`'s matches both carry (meta's list may hold gaps). */
export interface RouteMatchData {
  id: string;
  loaderData?: unknown;
}

const LANGUAGES: readonly string[] = ['de', 'en', 'fr'] satisfies Language[];

/** Loader data arrives untyped through the matches; this checks it is what the locale route sends. */
export function isCatalogueData(value: unknown): value is CatalogueData {
  if (typeof value !== 'object' || value === null) return false;
  if (!('language' in value) || typeof value.language !== 'string' || !LANGUAGES.includes(value.language))
    return false;
  return 'messages' in value && typeof value.messages === 'string';
}

/** The texts are the shop's own JSON: a record is enough of a check to translate without failing. */
function isMessages(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The last catalogue read per language, with the text it was read from: every component of a page asks for its
 * translator, and the text a route delivered stays the same string (one per language on the server), which
 * compares by reference.
 */
const parsed = new Map<string, { json: string; catalogue: Catalogue | undefined }>();

function parseCatalogue({ language, messages }: CatalogueData): Catalogue | undefined {
  const known = parsed.get(language);
  if (known?.json === messages) return known.catalogue;
  let catalogue: Catalogue | undefined;
  try {
    const value: unknown = JSON.parse(messages);
    catalogue = isMessages(value) ? { language, messages: value } : undefined;
  } catch {
    catalogue = undefined;
  }
  parsed.set(language, { json: messages, catalogue });
  return catalogue;
}

/** The catalogue the locale route delivered to the matched page, or undefined when its loader has not run. */
export function catalogueOf(matches: readonly (RouteMatchData | undefined)[]): Catalogue | undefined {
  const data = matches.find(
    (match) => match !== undefined && routeNameOf(match.id) === LOCALE_ROUTE_NAME,
  )?.loaderData;
  return isCatalogueData(data) ? parseCatalogue(data) : undefined;
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
