import type { Statement } from 'better-sqlite3';
import { lruPerDatabase } from './database-lru.js';
import type { SandboxDatabase } from './open.js';

/** How a cached statement returns rows; part of the cache key because better-sqlite3 keeps the mode on the statement. */
export type StatementMode = 'rows' | 'pluck' | 'raw';

/** Routes build a few hundred distinct SQL texts at most; the bound only guards against a generator gone wrong. */
const MAX_STATEMENTS = 500;

const statementsOf = lruPerDatabase<string, Statement>(MAX_STATEMENTS);

/**
 * A prepared statement, compiled once per database and SQL text. Preparing costs more than running the small
 * lookups of a listing (about 0.1 ms each), and a listing request ran a dozen of them.
 */
export function statement(db: SandboxDatabase, sql: string, mode: StatementMode = 'rows'): Statement {
  const cache = statementsOf(db);
  const key = `${mode}\u0000${sql}`;
  let prepared = cache.get(key);
  if (!prepared) {
    prepared = db.prepare(sql);
    if (mode === 'pluck') prepared.pluck();
    else if (mode === 'raw') prepared.raw();
    cache.set(key, prepared);
  }
  return prepared;
}
