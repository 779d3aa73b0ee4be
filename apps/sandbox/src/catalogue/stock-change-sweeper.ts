import type { SandboxDatabase } from '../db/open.js';
import { oldestStockGeneration, type PruneOptions, pruneStockChangeWindow } from './stock-changes.js';

export interface StockChangeSweeperOptions {
  intervalMs: number;
  retentionMs: number;
  now: () => number;
}

/** A day: a worker idle for longer drops its rendered products once, which costs one render each. */
export const STOCK_CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;
export const STOCK_CHANGE_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Prunes the stock change log (see stock-changes.ts) on start and then every interval, as Shopware's scheduled
 * task runner would. A sweep goes window by window, each window on its own turn of the event loop, so a request
 * that arrives meanwhile waits for one short transaction at most. The timer does not keep the process alive.
 */
export function startStockChangeSweeper(
  db: SandboxDatabase,
  options: StockChangeSweeperOptions,
): { stop(): void } {
  let stopped = false;
  let sweeping = false;
  const sweep = () => {
    if (sweeping || stopped) return;
    sweeping = true;
    const prune: PruneOptions = { now: options.now(), retentionMs: options.retentionMs };
    const step = (from: number | undefined) => {
      if (stopped || from === undefined || !db.open) {
        sweeping = false;
        return;
      }
      try {
        setImmediate(step, pruneStockChangeWindow(db, prune, from));
      } catch (error) {
        // Another process held the write lock past the busy timeout: the next sweep tries again.
        sweeping = false;
        console.warn(`sandbox: pruning stock changes failed: ${(error as Error).message}`);
      }
    };
    if (db.open) step(oldestStockGeneration(db));
    else sweeping = false;
  };
  const first = setImmediate(sweep);
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearImmediate(first);
      clearInterval(timer);
    },
  };
}
