import { lruPerDatabase } from '../../db/database-lru.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { JsonFragment } from '../../http/json-fragment.js';
import { withoutSchemaNulls } from '../../http/schema-nulls.js';
import { applyIncludes } from '../criteria/includes.js';
import type { Criteria } from '../criteria/types.js';
import { stockGenerations } from '../stock-storage.js';
import { loadProductRows, type RenderProductOptions, renderProducts } from './product.js';

/** About 40 MB of JSON at most: the products of a few hundred listing pages per language and currency. */
const MAX_FRAGMENTS = 5_000;

const fragmentsOf = lruPerDatabase<string, JsonFragment>(MAX_FRAGMENTS);

/**
 * Listing products as finished JSON. Rendering a product and writing its JSON was most of a listing's time
 * (about 80 µs a product, 24 to 100 a page), and a shop's listings show the same products again and again.
 * A product's answer depends only on its row, the shopper's sales channel, languages, currency and country, the render
 * options and the criteria's includes, which all go into the key. Like the listing index this assumes a
 * catalogue that does not change while the sandbox runs, except for stock, which orders move: the key holds the
 * generation of a product's latest stock change.
 */
export function productFragments(
  deps: SandboxDeps,
  shop: ShopRequest,
  pks: readonly number[],
  options: RenderProductOptions,
  shape: Pick<Criteria, 'includes' | 'excludes'>,
): JsonFragment[] {
  const cache = fragmentsOf(deps.db);
  const variant = [
    shop.salesChannel.id,
    shop.languageIdChain.join(','),
    String(shop.currency.id ?? ''),
    shop.currencyFactor,
    // Taxes follow the shipping country (a context may ship elsewhere than the market's own country).
    shop.context.countryId,
    deps.origin(),
    options.children ? 'c' : '',
    options.media ? 'm' : '',
    options.properties ? 'p' : '',
    JSON.stringify(shape.includes ?? null),
    JSON.stringify(shape.excludes ?? null),
  ].join('|');
  // Orders move stock (in any worker process): the generation of a product's latest move is part of the key.
  const generations = stockGenerations(deps.db);
  const keyOf = (pk: number) => `${pk}|${generations.of(pk)}|${variant}`;
  const found = new Map<number, JsonFragment>();
  const missing: number[] = [];
  for (const pk of pks) {
    const fragment = cache.get(keyOf(pk));
    if (fragment) found.set(pk, fragment);
    else missing.push(pk);
  }
  if (missing.length > 0) {
    const rows = loadProductRows(deps, shop, missing);
    renderProducts(deps, shop, rows, options).forEach((product, index) => {
      const row = rows[index];
      if (row === undefined) return;
      const shaped = applyIncludes(product, shape.includes, shape.excludes);
      const fragment = new JsonFragment(JSON.stringify(shaped, withoutSchemaNulls));
      found.set(row.pk, fragment);
      cache.set(keyOf(row.pk), fragment);
    });
  }
  return pks.flatMap((pk) => found.get(pk) ?? []);
}
