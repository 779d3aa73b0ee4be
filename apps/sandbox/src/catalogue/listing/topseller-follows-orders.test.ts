import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../../db/open.js';
import { createSandboxDeps } from '../../deps.js';
import { guestShopRequest } from '../../domain/shop-request.js';
import { JsonFragment } from '../../http/json-fragment.js';
import { seedDatabase } from '../../seed/index.js';
import { MARKETS } from '../../seed/markets.js';
import { parseCriteria } from '../criteria/parse.js';
import type { Filter } from '../criteria/types.js';
import { pruneStockChanges } from '../stock-changes.js';
import { alterStock } from '../stock-storage.js';
import { runListing } from './run.js';

// Two connections to one file stand for two worker processes: each has its own listing index and caches.
const dir = mkdtempSync(join(tmpdir(), 'beautyshop-topseller-'));
const file = join(dir, 'sandbox.sqlite');
const seeding = openDatabase(file);
seedDatabase(seeding, { products: 300 });
seeding.close();
const ordering = createSandboxDeps(openDatabase(file), () => 'http://127.0.0.1:4000');
const listing = createSandboxDeps(openDatabase(file), () => 'http://127.0.0.1:4000');
afterAll(() => {
  ordering.db.close();
  listing.db.close();
  rmSync(dir, { recursive: true, force: true });
});
const salesChannelId = MARKETS[0]?.salesChannelId ?? '';
const shop = guestShopRequest(listing, salesChannelId);
const skincare = listing.entities.list('category').find((stored) => stored.doc._key === 'skincare')?.id ?? '';

/** Always true, and enough to send a listing down the general SQL criteria engine instead of the index. */
const viaSql: Filter = {
  type: 'not',
  operator: 'and',
  queries: [{ type: 'equals', field: 'id', value: 'none' }],
};
const elementsSchema = z.object({ elements: z.array(z.instanceof(JsonFragment)) });
const productSchema = z.object({ id: z.string(), sales: z.number() });

/** The topseller page as the worker `listing` answers it, by its index and by SQL. */
function topsellers(): { indexed: { id: string; sales: number }[]; sql: { id: string; sales: number }[] } {
  const raw = { order: 'topseller', limit: 48 };
  const criteria = parseCriteria(raw);
  const products = (answer: unknown) =>
    elementsSchema.parse(answer).elements.map((element) => productSchema.parse(JSON.parse(element.json)));
  return {
    indexed: products(runListing(listing, shop, { raw, criteria, categoryId: skincare })),
    sql: products(
      runListing(listing, shop, { raw, criteria: { ...criteria, filter: [viaSql] }, categoryId: skincare }),
    ),
  };
}

describe('the topseller sorting follows the orders of every worker', () => {
  it('a product ordered in another worker climbs by the quantity sold, in the index as in SQL, with its new figure', () => {
    const before = topsellers();
    expect(before.indexed).toEqual(before.sql);
    const tenth = before.indexed[9];
    const last = before.indexed.at(-1);
    if (!tenth || !last) throw new Error('the seed has too few skincare products');
    const quantity = tenth.sales - last.sales + 1;

    alterStock(ordering.db, [{ productId: last.id, delta: -quantity }]);

    const after = topsellers();
    expect(after.indexed).toEqual(after.sql);
    const climbed = after.indexed.findIndex((product) => product.id === last.id);
    expect(climbed).toBeLessThanOrEqual(9);
    expect(after.indexed[climbed]?.sales).toBe(last.sales + quantity);
  });

  it('a cancellation gives the sales back and the product its old place', () => {
    const before = topsellers();
    const first = before.indexed[0];
    if (!first) throw new Error('no topseller');
    alterStock(ordering.db, [{ productId: first.id, delta: -50 }]);
    alterStock(ordering.db, [{ productId: first.id, delta: 50 }]);
    expect(topsellers()).toEqual(before);
  });

  it('a worker that missed pruned changes reads every figure again', () => {
    const before = topsellers();
    const last = before.indexed.at(-1);
    if (!last) throw new Error('no products');
    alterStock(ordering.db, [{ productId: last.id, delta: -10_000 }], { now: 0 });
    alterStock(ordering.db, [{ productId: before.indexed[5]?.id ?? '', delta: -1 }], { now: 0 });
    pruneStockChanges(ordering.db, { now: Date.now(), retentionMs: 1000 });

    const after = topsellers();
    expect(after.indexed).toEqual(after.sql);
    expect(after.indexed[0]).toEqual({ id: last.id, sales: last.sales + 10_000 });
  });
});

describe('many orders at once', () => {
  it('re-sorts the topseller order when more products moved than are worth moving one by one', () => {
    const before = topsellers();
    const listed = ordering.db
      .prepare('SELECT id FROM product WHERE listed = 1 ORDER BY pk')
      .pluck()
      .all() as string[];
    expect(listed.length).toBeGreaterThan(64);
    alterStock(
      ordering.db,
      listed.map((productId, index) => ({ productId, delta: -index * 40 })),
    );
    const after = topsellers();
    expect(after.indexed).toEqual(after.sql);
    expect(after.indexed).not.toEqual(before.indexed);
  });
});
