import { localePath, localePrefixOf } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/**
 * Where an internal link of content leads for a shopper in `locale`. Editors write shop paths without a locale
 * ('/magazin'); spec 2.1 reads an unprefixed path as the German market, so a shopper in /de-ch or /fr-fr who
 * followed it as written would land in another market and language. Such a path gets the shopper's prefix. A
 * path that already names a locale (an editor's deliberate choice), another host, an anchor or a query stays.
 */
export function localizedContentUrl(url: string, locale: Locale): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const pathname = url.split(/[?#]/, 1)[0] ?? url;
  if (localePrefixOf(pathname) !== undefined) return url;
  return localePath(url, locale);
}

/**
 * Entries link entries (a page's blocks, a slider's modules) up to Contentful's link depth of 3 (spec 9); each
 * level is two steps here, the field's list and the entry in it, plus the page itself.
 */
const MAX_DEPTH = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of content (an entry, or a list of blocks) whose entries' `url` fields are localized for `locale`
 * (localizedContentUrl), at any depth of linked entries; everything else is shared with the original.
 */
export function localizeContentUrls<T>(content: T, locale: Locale, depth = MAX_DEPTH): T {
  if (depth <= 0) return content;
  if (Array.isArray(content)) {
    return content.map((item: unknown) => localizeContentUrls(item, locale, depth - 1)) as T;
  }
  if (!isRecord(content) || !isRecord(content.fields)) return content;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content.fields)) {
    fields[key] =
      key === 'url' && typeof value === 'string'
        ? localizedContentUrl(value, locale)
        : localizeContentUrls(value, locale, depth - 1);
  }
  return { ...content, fields } as T;
}
