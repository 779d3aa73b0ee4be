import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SandboxDatabase } from '../db/open.js';
import { startStockChangeSweeper } from './stock-change-sweeper.js';
import { logStockChange } from './stock-changes.js';

let db: SandboxDatabase;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const count = () => Number(db.prepare('SELECT COUNT(*) FROM stock_change').pluck().get());
const turns = (n: number) =>
  Array.from({ length: n }).reduce<Promise<void>>(
    (previous) => previous.then(() => new Promise((resolve) => setImmediate(resolve))),
    Promise.resolve(),
  );

describe('the stock change sweeper', () => {
  it('prunes on start, window by window on later turns of the event loop, and again on its interval', async () => {
    db.transaction(() => {
      for (let index = 0; index < 3_000; index += 1) logStockChange(db, index % 5, 0);
    })();
    const sweeper = startStockChangeSweeper(db, { intervalMs: 20, retentionMs: 60_000, now: () => 0 });
    // Nothing happens inside the caller's turn: a request being answered never waits for a sweep.
    expect(count()).toBe(3_000);
    await turns(10);
    expect(count()).toBe(5);

    for (let index = 0; index < 100; index += 1) logStockChange(db, index % 5, 0);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(count()).toBe(5);
    sweeper.stop();
  });

  it('stops when asked', async () => {
    logStockChange(db, 1, 0);
    logStockChange(db, 1, 0);
    startStockChangeSweeper(db, { intervalMs: 10, retentionMs: 60_000, now: () => 0 }).stop();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(count()).toBe(2);
  });
});
