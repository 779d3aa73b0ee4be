import { languageCodeOf } from '../../seed/markets.js';

/** At most this many words of a search term reach the full-text index. */
const MAX_TOKENS = 8;
/** The trigram index finds only parts of three characters or more. */
const MIN_PART_LENGTH = 3;
/** How far a product whose name matches ranks ahead of one that matches elsewhere (bm25 scores stay near 0..-30). */
const NAME_MATCH_BONUS = 1000;

/**
 * A shopper's search text as a full-text query and the index it runs on. German and French build words from
 * words (Feuchtigkeitscreme, Augencreme, après-rasage): `parts` matches each word anywhere inside a longer one
 * through the trigram index, `words` matches whole words by their beginning and serves terms with a word too
 * short for trigrams (two letters: "öl").
 */
export interface SearchMatch {
  index: 'parts' | 'words';
  /** FTS5 syntax built here from letters and digits only, so no syntax of the shopper's reaches the engine. */
  query: string;
}

/** The search text as a match, or null when no usable word remains. Accents are dropped: crème finds creme. */
export function toSearchMatch(term: string): SearchMatch | null {
  const words = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, MAX_TOKENS)
    .map((word) => word.slice(0, 40));
  if (words.length === 0) return null;
  if (words.every((word) => word.length >= MIN_PART_LENGTH)) {
    return { index: 'parts', query: words.map((word) => `"${word}"`).join(' ') };
  }
  return { index: 'words', query: words.map((word) => `"${word}"*`).join(' ') };
}

/** The full-text table of a language and index (see the catalogue and search migrations). */
export function searchTableFor(languageId: string, index: SearchMatch['index']): string {
  const code = languageCodeOf(languageId) ?? 'de';
  return index === 'parts' ? `product_parts_${code}` : `product_search_${code}`;
}

/**
 * The SELECT of a match's hits as `pk` and `score` (lower is better) with its two parameters: bm25 with the
 * columns weighed as Shopware's search weighs its fields (name 20, manufacturer 3, keywords 1, product number 8),
 * and every product whose name matches the whole query ahead of every product that matches only elsewhere.
 */
export function searchHitsSelect(
  table: string,
  match: SearchMatch,
): { sql: string; params: [string, string] } {
  return {
    sql:
      `SELECT rowid AS pk, bm25(${table}, 20.0, 3.0, 1.0, 8.0) - CASE WHEN rowid IN ` +
      `(SELECT rowid FROM ${table} WHERE ${table} MATCH ?) THEN ${NAME_MATCH_BONUS}.0 ELSE 0.0 END AS score ` +
      `FROM ${table} WHERE ${table} MATCH ?`,
    params: [`{name} : (${match.query})`, match.query],
  };
}
