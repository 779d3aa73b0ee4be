import { lruPerDatabase } from '../../db/database-lru.js';
import type { SandboxDatabase } from '../../db/open.js';
import { statement } from '../../db/statements.js';

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
 * The full-text hits of a query in a language's search table, ranked by bm25 with Shopware's field weights
 * (name, manufacturer, keywords, product number). Ranking costs 2–7 ms for a broad term on 100,000 products,
 * where matching alone costs a tenth of that, and shoppers repeat a small set of terms. The catalogue does not
 * change while the sandbox runs (as the listing index assumes), so the hits of the most recent terms are kept.
 * The same object is returned for a repeated term, so callers may key further caches on it and must not change it.
 */
export function searchHits(db: SandboxDatabase, table: string, match: string): SearchHits {
  const cache = hitsOf(db);
  const key = `${table}\u0000${match}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = statement(
    db,
    `SELECT rowid AS pk, bm25(${table}, 10.0, 4.0, 2.0, 8.0) AS score FROM ${table} WHERE ${table} MATCH ? ORDER BY score, pk`,
    'raw',
  ).all(match) as [number, number][];
  const hits = { pks: rows.map((row) => row[0]), scores: rows.map((row) => row[1]) };
  cache.set(key, hits);
  return hits;
}
