import { afterAll, describe, expect, it } from 'vitest';
import { guestContextDefaults } from '../context/guest-defaults.js';
import { ContextStore } from '../context/store.js';
import { openDatabase } from '../db/open.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { idFor } from '../ids.js';
import { ListingIndex } from '../listing/listing-index.js';
import { seedDatabase } from '../seed/index.js';
import { MARKETS } from '../seed/markets.js';
import { loadProductRows, renderProducts } from './product.js';
import { productFragments } from './product-fragments.js';
import { EntityStore } from './store.js';

const db = openDatabase(':memory:');
seedDatabase(db, { products: 30 });
const deps: SandboxDeps = {
  db,
  entities: new EntityStore(db),
  contexts: new ContextStore(db),
  listingIndex: () => new ListingIndex(db),
  origin: () => 'http://127.0.0.1:4000',
};
afterAll(() => db.close());

function shopIn(languageIndex: number): ShopRequest {
  const market = MARKETS.find((candidate) => candidate.code === 'DE');
  const salesChannel = deps.entities.get('sales_channel', market?.salesChannelId ?? '');
  if (!salesChannel) throw new Error('no DE sales channel in the seed');
  const languageId = idFor(`language:${market?.languages[languageIndex]}`);
  const currencyId = String(salesChannel.doc.currencyId);
  return {
    salesChannel,
    context: deps.contexts.start(guestContextDefaults(salesChannel, languageId), undefined),
    languageId,
    languageIdChain: [languageId],
    currency: deps.entities.render('currency', currencyId, [languageId]) ?? {},
    currencyFactor: 1,
    includeSeoUrls: false,
  };
}

const pks = db
  .prepare('SELECT pk FROM product WHERE listed = 1 ORDER BY pk LIMIT 3')
  .pluck()
  .all() as number[];

describe('productFragments', () => {
  it('writes each product as the JSON the full renderer gives, nulls the schema forbids left out', () => {
    const shop = shopIn(0);
    const fragments = productFragments(deps, shop, pks, {}, {});
    const rendered = renderProducts(deps, shop, loadProductRows(deps, shop, pks));
    expect(fragments.map((fragment) => JSON.parse(fragment.json).id)).toEqual(
      rendered.map((product) => product.id),
    );
    expect(JSON.parse(fragments[0]?.json ?? '{}').name).toBe(rendered[0]?.name);
    expect(fragments[0]?.json).not.toContain('"cmsPageId":null');
  });

  it('answers a repeated product from memory and keeps languages and includes apart', () => {
    const german = shopIn(0);
    const first = productFragments(deps, german, pks, {}, {});
    expect(productFragments(deps, german, pks, {}, {})[0]).toBe(first[0]);
    const english = productFragments(deps, shopIn(1), pks, {}, {});
    expect(english[0]).not.toBe(first[0]);
    const slim = productFragments(deps, german, pks, {}, { includes: { product: ['id', 'name'] } });
    expect(Object.keys(JSON.parse(slim[0]?.json ?? '{}')).sort()).toEqual(['apiAlias', 'id', 'name']);
  });

  it('keeps the order of the pks it is given and skips unknown ones', () => {
    const reversed = [...pks].reverse();
    const fragments = productFragments(deps, shopIn(0), [...reversed, 999_999], {}, {});
    const rows = loadProductRows(deps, shopIn(0), reversed);
    expect(fragments.map((fragment) => JSON.parse(fragment.json).id)).toEqual(rows.map((row) => row.id));
  });
});
