import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open.js';
import { createSandboxDeps } from '../../deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { guestShopRequest } from '../../domain/shop-request.js';
import { idFor } from '../../ids.js';
import { seedDatabase } from '../../seed/index.js';
import { MARKETS } from '../../seed/markets.js';
import { loadProductRows, renderProducts } from './product.js';
import { productFragments } from './product-fragments.js';

const db = openDatabase(':memory:');
seedDatabase(db, { products: 30 });
const deps = createSandboxDeps(db, () => 'http://127.0.0.1:4000');
afterAll(() => db.close());

function shopIn(languageIndex: number): ShopRequest {
  const market = MARKETS.find((candidate) => candidate.code === 'DE');
  const languageId = idFor(`language:${market?.languages[languageIndex]}`);
  return guestShopRequest(deps, market?.salesChannelId ?? '', { languageId });
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
