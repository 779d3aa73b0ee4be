import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SandboxDatabase } from '../db/open.js';
import {
  latestStockGeneration,
  logStockChange,
  pruneStockChanges,
  readStockChanges,
} from './stock-changes.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27);
let db: SandboxDatabase;

beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => db.close());

const rows = () =>
  db.prepare('SELECT generation, product_pk FROM stock_change ORDER BY generation').raw().all();

describe('the stock change log', () => {
  it('tells a reader which products moved since its last read, oldest first', () => {
    logStockChange(db, 7, NOW);
    logStockChange(db, 9, NOW);
    expect(readStockChanges(db, 0)).toEqual({
      generation: 2,
      changes: [
        [1, 7],
        [2, 9],
      ],
      missed: false,
    });
    expect(readStockChanges(db, 2)).toEqual({ generation: 2, changes: [], missed: false });
  });
});

describe('pruning the stock change log', () => {
  it('deletes a row as soon as a newer row names the same product, and a reader that skipped it still learns of the product', () => {
    for (const pk of [7, 9, 7, 7]) logStockChange(db, pk, NOW);
    pruneStockChanges(db, { now: NOW, retentionMs: DAY });
    expect(rows()).toEqual([
      [2, 9],
      [4, 7],
    ]);
    expect(readStockChanges(db, 0)).toMatchObject({
      changes: [
        [2, 9],
        [4, 7],
      ],
      missed: false,
    });
  });

  it('deletes rows older than the retention but the newest, and a reader that had not read them learns it missed some', () => {
    logStockChange(db, 1, NOW - 3 * DAY);
    logStockChange(db, 2, NOW - 2 * DAY);
    logStockChange(db, 3, NOW - 2 * DAY);
    logStockChange(db, 4, NOW - 1000);
    const lagging = 1;
    const upToDate = readStockChanges(db, 0).generation;

    pruneStockChanges(db, { now: NOW, retentionMs: DAY });

    expect(rows()).toEqual([[4, 4]]);
    expect(readStockChanges(db, lagging)).toEqual({ generation: 4, changes: [[4, 4]], missed: true });
    expect(readStockChanges(db, upToDate)).toEqual({ generation: 4, changes: [], missed: false });
  });

  it('keeps the newest row however old, so generations are never handed out twice', () => {
    logStockChange(db, 1, NOW - 9 * DAY);
    logStockChange(db, 2, NOW - 9 * DAY);
    pruneStockChanges(db, { now: NOW, retentionMs: DAY });
    expect(rows()).toEqual([[2, 2]]);
    logStockChange(db, 5, NOW);
    expect(latestStockGeneration(db)).toBe(3);
    expect(readStockChanges(db, 2)).toMatchObject({ changes: [[3, 5]], missed: false });
  });

  it('goes through a long log window by window', () => {
    db.transaction(() => {
      for (let index = 0; index < 2_500; index += 1) logStockChange(db, index % 10, NOW);
    })();
    pruneStockChanges(db, { now: NOW, retentionMs: DAY, window: 300 });
    expect(rows()).toHaveLength(10);
    expect(latestStockGeneration(db)).toBe(2_500);
  });

  it('has nothing to do on an empty log', () => {
    pruneStockChanges(db, { now: NOW, retentionMs: DAY });
    expect(readStockChanges(db, 0)).toEqual({ generation: 0, changes: [], missed: false });
  });
});
