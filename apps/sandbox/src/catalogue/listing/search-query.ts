import { languageCodeOf } from '../../seed/markets.js';

/** At most this many words of a search term reach the full-text index. */
const MAX_TOKENS = 8;

/**
 * Turns a shopper's search text into an FTS5 query: words of letters and digits only (so no FTS5 syntax or
 * SQL reaches the engine), each matched as a prefix, all required. null when no usable word remains.
 */
export function toFtsQuery(term: string): string | null {
  const words = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, MAX_TOKENS);
  if (words.length === 0) return null;
  return words.map((word) => `"${word.slice(0, 40)}"*`).join(' ');
}

/** The full-text table of a language (one per language; see the catalogue migration). */
export function searchTableFor(languageId: string): string {
  return `product_search_${languageCodeOf(languageId) ?? 'de'}`;
}
