import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';

/**
 * The log of products whose stock (and with it `available` and `sales`) an order moved, one row per move, in
 * `stock_change`. Its only use is Shopware's cache invalidation on ProductStockAlteredEvent, across processes:
 * each worker keeps rendered products and a listing index, and reads the rows written since it last looked to
 * know which of them are stale. Shopware's delayed invalidation stores tags until its `invalidate_cache` task has
 * applied them and then deletes them; here a row is needed until every worker has read it, which one process
 * cannot know of the others. So rows go in two ways (pruneStockChanges):
 * - a row that a newer row of the same product supersedes, at once: a reader that skips it still learns of the
 *   product from the newer one, so nothing is lost;
 * - any other row once it is older than the retention, and then the highest generation so deleted becomes the
 *   log's horizon: a reader whose last read lies below it may have missed a move and drops its caches wholesale.
 * The newest row always stays: generations are rowids, and an empty table would hand out generation 1 again.
 * Whether the order behind a row is final does not matter: a row describes a product's change, not an order.
 */

const HORIZON_KEY = 'stock_change_horizon';

/** What a reader learns from the rows written since its last read. */
export interface StockChangesRead {
  /** The generation read up to (the reader's next `since`). */
  generation: number;
  /** Product pk and generation of each row read, oldest first. */
  changes: [generation: number, pk: number][];
  /** Rows after `since` were pruned unread: the reader must treat every product as changed. */
  missed: boolean;
}

/** Appends a move of one product's stock; call it in the transaction that moves it. */
export function logStockChange(db: SandboxDatabase, productPk: number, now: number): void {
  statement(db, 'INSERT INTO stock_change (product_pk, changed_at) VALUES (?, ?)').run(productPk, now);
}

/** The newest generation, where a reader that has just loaded everything starts. */
export function latestStockGeneration(db: SandboxDatabase): number {
  return Number(statement(db, 'SELECT MAX(generation) FROM stock_change', 'pluck').get() ?? 0);
}

function horizonOf(db: SandboxDatabase): number {
  return Number(statement(db, 'SELECT value FROM meta WHERE key = ?', 'pluck').get(HORIZON_KEY) ?? 0);
}

/** The rows written after generation `since`: one seek at the end of the table when nothing changed. */
export function readStockChanges(db: SandboxDatabase, since: number): StockChangesRead {
  const changes = statement(
    db,
    'SELECT generation, product_pk FROM stock_change WHERE generation > ? ORDER BY generation',
    'raw',
  ).all(since) as [number, number][];
  const horizon = horizonOf(db);
  const generation = Math.max(since, changes.at(-1)?.[0] ?? since, horizon);
  return { generation, changes, missed: since < horizon };
}

export interface PruneOptions {
  now: number;
  /** Rows older than this go even when no newer row supersedes them. */
  retentionMs: number;
  /**
   * Generations looked at per transaction: each is a short write and a short pause of the event loop, so the
   * requests of this and the other workers barely wait.
   */
  window?: number;
}

/**
 * Prunes the rows with a generation in (`from`, `from + window`]; answers where the next window starts, or
 * undefined when this one reached the newest row.
 */
export function pruneStockChangeWindow(
  db: SandboxDatabase,
  options: PruneOptions,
  from: number,
): number | undefined {
  const to = from + (options.window ?? 1_000);
  // Immediate: the window reads before it deletes, and a deferred transaction whose snapshot another worker's
  // commit made stale cannot take the write lock at all (SQLITE_BUSY at once, without the busy timeout). Both
  // workers prune on start: the bench's sandbox logged 'pruning stock changes failed: database is locked'.
  return db
    .transaction(() => {
      const newest = latestStockGeneration(db);
      statement(
        db,
        `DELETE FROM stock_change WHERE generation > ? AND generation <= ? AND EXISTS (
         SELECT 1 FROM stock_change n WHERE n.product_pk = stock_change.product_pk AND n.generation > stock_change.generation)`,
      ).run(from, to);
      const expired = statement(
        db,
        `DELETE FROM stock_change WHERE generation > ? AND generation <= ? AND generation < ? AND changed_at < ?
       RETURNING generation`,
        'pluck',
      ).all(from, to, newest, options.now - options.retentionMs) as number[];
      if (expired.length > 0)
        statement(
          db,
          `INSERT INTO meta (key, value) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET value = MAX(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))`,
        ).run(HORIZON_KEY, String(Math.max(...expired)));
      return to >= newest ? undefined : to;
    })
    .immediate();
}

/** Where a sweep starts: just before the oldest row. */
export function oldestStockGeneration(db: SandboxDatabase): number {
  return Number(statement(db, 'SELECT MIN(generation) FROM stock_change', 'pluck').get() ?? 1) - 1;
}

/** Prunes the whole log in one go (tests, and what one sweep of the sweeper does window by window). */
export function pruneStockChanges(db: SandboxDatabase, options: PruneOptions): void {
  for (
    let from: number | undefined = oldestStockGeneration(db);
    from !== undefined;
    from = pruneStockChangeWindow(db, options, from)
  );
}
