import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { idFor } from '../ids.js';
import type { Criteria } from './criteria/types.js';
import { findProductPksByIds } from './entities/product.js';
import { productFragments } from './entities/product-fragments.js';
import type { Doc } from './entities/store.js';
import { mainProductDoc } from './product-lookups.js';

const ORDINARY_NAMES: Record<string, [string, string, string]> = {
  similar: ['Ähnliche Produkte', 'Similar products', 'Produits similaires'],
  accessories: ['Passend dazu', 'Goes well with', 'Complétez avec'],
};

/** Set and bundle cross-sellings keep their technical names, which the storefront reads (spec 3). */
export function crossSellingName(key: string, shop: ShopRequest): string {
  const names = ORDINARY_NAMES[key];
  if (!names) return key;
  const index = Math.max(
    0,
    ['de', 'en', 'fr'].findIndex((code) => shop.languageIdChain[0] === idFor(`language:${code}`)),
  );
  return names[index] ?? names[0];
}

/**
 * The cross-sellings of a product (of its main product for a variant) with their products, in order. The
 * products come as finished JSON shaped by the request's includes and excludes, from the listing's cache: a
 * product page asks for the same two dozen products again and again, and rendering them was most of the
 * cross-selling route's and the product page layout's time.
 */
export function crossSellingElements(
  deps: SandboxDeps,
  shop: ShopRequest,
  pk: number,
  productId: string,
  shape: Pick<Criteria, 'includes' | 'excludes'>,
): Doc[] {
  const doc = mainProductDoc(deps, pk);
  return (doc?.crossSellings ?? []).map((entry, position) => {
    const products = productFragments(deps, shop, findProductPksByIds(deps, entry.productIds), {}, shape);
    const name = crossSellingName(entry.key, shop);
    return {
      crossSelling: {
        id: idFor(`cross-selling:${productId}:${entry.key}`),
        productId,
        name,
        position: position + 1,
        sortBy: 'name',
        sortDirection: 'ASC',
        type: 'productList',
        active: true,
        limit: 24,
        bundleStep: entry.key.startsWith('set_bundle_step_') ? Number(entry.key.slice(-1)) : null,
        assignedBundleProducts:
          entry.key.startsWith('set_') || entry.key.startsWith('make_') || entry.key.startsWith('routine_')
            ? entry.productIds
            : [],
        translated: { name },
        customFields: {},
        apiAlias: 'product_cross_selling',
      },
      products,
      total: products.length,
      apiAlias: 'cross_selling_element',
    };
  });
}
