import { lruPerDatabase } from '../../db/database-lru.js';
import type { SandboxDatabase } from '../../db/open.js';
import { statement } from '../../db/statements.js';
import { type SearchMatch, searchHitsSelect, searchTableFor } from './search-query.js';

export interface SearchHits {
  /** Matching product pks, best first. */
  pks: number[];
  /** Their bm25 scores (lower is better). */
  scores: number[];
}

/** Enough for the head of a shop's search terms; a few tens of megabytes at most on the 100,000-product seed. */
const MAX_CACHED_TERMS = 500;

const hitsOf = lruPerDatabase<string, SearchHits>(MAX_CACHED_TERMS);

/**
 * The full-text hits of a match in a language's search table, name matches first, then by bm25 with Shopware's
 * field weights (name, manufacturer, keywords, product number; see searchHitsSelect). Ranking costs 2–7 ms for a broad term on 100,000 products,
 * where matching alone costs a tenth of that, and shoppers repeat a small set of terms. The catalogue does not
 * change while the sandbox runs (as the listing index assumes), so the hits of the most recent terms are kept.
 * The same object is returned for a repeated term, so callers may key further caches on it and must not change it.
 */
export function searchHits(db: SandboxDatabase, languageId: string, match: SearchMatch): SearchHits {
  const cache = hitsOf(db);
  const table = searchTableFor(languageId, match.index);
  const key = `${table}\u0000${match.query}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const select = searchHitsSelect(table, match);
  const rows = statement(db, `${select.sql} ORDER BY score, pk`, 'raw').all(...select.params) as [
    number,
    number,
  ][];
  const hits = { pks: rows.map((row) => row[0]), scores: rows.map((row) => row[1]) };
  cache.set(key, hits);
  return hits;
}
