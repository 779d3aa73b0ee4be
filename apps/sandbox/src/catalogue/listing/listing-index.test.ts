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
import { runListing } from './run.js';

const db = openDatabase(':memory:');
seedDatabase(db, { products: 400 });
const deps = createSandboxDeps(db, () => 'http://127.0.0.1:4000');
afterAll(() => db.close());
const shop = guestShopRequest(deps, MARKETS[0]?.salesChannelId ?? '');
const idOf = (entity: string, key: string) =>
  deps.entities.list(entity).find((stored) => stored.doc._key === key)?.id ?? '';
const skincare = idOf('category', 'skincare');
const brands = deps.entities
  .list('product_manufacturer')
  .slice(0, 4)
  .map((manufacturer) => manufacturer.id);

/** Always true, and enough to send a listing down the general SQL criteria engine instead of the index. */
const viaSql: Filter = {
  type: 'not',
  operator: 'and',
  queries: [{ type: 'equals', field: 'id', value: 'none' }],
};

/** The parts of a listing answer the two engines must agree on. */
const answerSchema = z.object({
  total: z.number(),
  elements: z.array(z.instanceof(JsonFragment)),
  aggregations: z.object({
    manufacturer: z.object({ entities: z.array(z.object({ id: z.string() })) }),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  }),
});
const productIdSchema = z.object({ id: z.string() });

function both(raw: Record<string, unknown>) {
  const criteria = parseCriteria(raw);
  const shape = (answer: unknown) => {
    const listing = answerSchema.parse(answer);
    return {
      total: listing.total,
      ids: listing.elements.map((element) => productIdSchema.parse(JSON.parse(element.json)).id),
      manufacturers: listing.aggregations.manufacturer.entities.map((entity) => entity.id).sort(),
      price: [listing.aggregations.price.min, listing.aggregations.price.max],
    };
  };
  return {
    indexed: shape(runListing(deps, shop, { raw, criteria, categoryId: skincare })),
    sql: shape(
      runListing(deps, shop, { raw, criteria: { ...criteria, filter: [viaSql] }, categoryId: skincare }),
    ),
  };
}

describe('the listing index answers exactly as the SQL criteria engine', () => {
  it.each([
    ['a plain category page', { order: 'topseller' }],
    ['brands, price-asc', { manufacturer: brands.slice(0, 2).join('|'), order: 'price-asc' }],
    [
      'a brand, a price range, price-desc, page 2',
      { manufacturer: brands[2], 'min-price': 5, 'max-price': 60, order: 'price-desc', p: 2, limit: 5 },
    ],
    ['rating and free shipping', { rating: 3, 'shipping-free': true, order: 'price-asc' }],
    [
      'reduced aggregations with brands',
      { manufacturer: brands.join('|'), 'reduce-aggregations': 'true', order: 'topseller' },
    ],
  ])('%s', (_name, raw) => {
    const { indexed, sql } = both(raw);
    expect(indexed.total).toBeGreaterThan(0);
    expect(indexed).toEqual(sql);
  });
});
