import { afterAll, describe, expect, it } from 'vitest';
import { guestContextDefaults } from '../context/guest-defaults.js';
import { ContextStore } from '../context/store.js';
import { parseCriteria } from '../criteria/parse.js';
import type { Filter } from '../criteria/types.js';
import { openDatabase } from '../db/open.js';
import { EntityStore } from '../entities/store.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import type { JsonFragment } from '../http/json-fragment.js';
import { seedDatabase } from '../seed/index.js';
import { MARKETS } from '../seed/markets.js';
import { ListingIndex } from './listing-index.js';
import { runListing } from './run.js';

const db = openDatabase(':memory:');
seedDatabase(db, { products: 400 });
const listingIndex = new ListingIndex(db);
const deps: SandboxDeps = {
  db,
  entities: new EntityStore(db),
  contexts: new ContextStore(db),
  listingIndex: () => listingIndex,
  origin: () => 'http://127.0.0.1:4000',
};
afterAll(() => db.close());

const salesChannel = deps.entities.get('sales_channel', MARKETS[0]?.salesChannelId ?? '');
if (!salesChannel) throw new Error('no DE sales channel in the seed');
const languageId = String(salesChannel.doc.languageId);
const shop: ShopRequest = {
  salesChannel,
  context: deps.contexts.start(guestContextDefaults(salesChannel), undefined),
  languageId,
  languageIdChain: [languageId],
  currency: deps.entities.render('currency', String(salesChannel.doc.currencyId), [languageId]) ?? {},
  currencyFactor: 1,
  includeSeoUrls: false,
};
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

interface Answer {
  total: number;
  elements: JsonFragment[];
  aggregations: Record<string, { entities?: { id: string }[]; min?: number; max?: number }>;
}

function both(raw: Record<string, unknown>) {
  const criteria = parseCriteria(raw);
  const indexed = runListing(deps, shop, { raw, criteria, categoryId: skincare }) as unknown as Answer;
  const sql = runListing(deps, shop, {
    raw,
    criteria: { ...criteria, filter: [viaSql] },
    categoryId: skincare,
  }) as unknown as Answer;
  const shape = (answer: Answer) => ({
    total: answer.total,
    ids: answer.elements.map((element) => (JSON.parse(element.json) as { id: string }).id),
    manufacturers: (answer.aggregations.manufacturer?.entities ?? []).map((entity) => entity.id).sort(),
    price: [answer.aggregations.price?.min, answer.aggregations.price?.max],
  });
  return { indexed: shape(indexed), sql: shape(sql) };
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
