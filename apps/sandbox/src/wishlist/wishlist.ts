import type { Criteria } from '../catalogue/criteria/types.js';
import type { Doc } from '../catalogue/entities/store.js';
import type { CustomerRecord } from '../customer/index.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { isId } from '../ids.js';
import { findProductPk, findProductPksByIds, loadProductRows, renderProducts } from './catalogue.js';
import {
  DuplicateWishlistProductError,
  WishlistNotFoundError,
  WishlistProductNotFoundError,
  WishlistUnknownProductError,
} from './errors.js';
import { addWishlistProduct, removeWishlistProduct, wishlistProductIds } from './wishlist-store.js';

/** Shopware's default page size of the wishlist page. */
const DEFAULT_LIMIT = 24;

/**
 * POST /customer/wishlist: the customer's wishlist with its products, a page at a time (criteria `page`, `limit`);
 * 404 CHECKOUT__WISHLIST_NOT_FOUND while it is empty, as Shopware answers for a customer without one.
 */
export function loadWishlist(
  deps: SandboxDeps,
  shop: ShopRequest,
  customer: CustomerRecord,
  criteria: Criteria,
): Doc {
  const ids = wishlistProductIds(deps, customer.id, shop.salesChannel.id);
  if (ids.length === 0) throw new WishlistNotFoundError();
  const limit = criteria.limit ?? DEFAULT_LIMIT;
  const page = criteria.page;
  const pks = findProductPksByIds(deps, ids);
  const pagePks = pks.slice((page - 1) * limit, page * limit);
  const elements = renderProducts(deps, shop, loadProductRows(deps, shop, pagePks));
  return {
    wishlist: {
      customerId: customer.id,
      salesChannelId: shop.salesChannel.id,
      apiAlias: 'customer_wishlist',
    },
    products: {
      entity: 'product',
      total: pks.length,
      aggregations: [],
      page,
      limit,
      elements,
      currentFilters: {
        navigationId: String(shop.salesChannel.doc.navigationCategoryId),
        manufacturer: [],
        price: { min: 0, max: 0 },
        rating: null,
        'shipping-free': false,
        properties: [],
      },
      availableSortings: [],
      apiAlias: 'product_listing',
    },
    apiAlias: 'wishlist_products',
  };
}

function existingProductId(deps: SandboxDeps, productId: string): string {
  if (!isId(productId) || findProductPk(deps, productId) === undefined)
    throw new WishlistUnknownProductError(productId.slice(0, 64));
  return productId;
}

/** POST /customer/wishlist/add/{productId}: 400 for an unknown product or one on the list already. */
export function addToWishlist(
  deps: SandboxDeps,
  shop: ShopRequest,
  customer: CustomerRecord,
  productId: string,
) {
  const id = existingProductId(deps, productId);
  const now = new Date(deps.now()).toISOString();
  if (!addWishlistProduct(deps, customer.id, shop.salesChannel.id, id, now))
    throw new DuplicateWishlistProductError();
}

/** DELETE /customer/wishlist/delete/{productId}: 404 when the product is not on the list. */
export function removeFromWishlist(
  deps: SandboxDeps,
  shop: ShopRequest,
  customer: CustomerRecord,
  productId: string,
) {
  if (!isId(productId) || !removeWishlistProduct(deps, customer.id, shop.salesChannel.id, productId))
    throw new WishlistProductNotFoundError(productId.slice(0, 64));
}

/**
 * POST /customer/wishlist/merge: a guest's local list joins the customer's after login (spec 4). Products already
 * on the list and ids the catalogue lacks are skipped, as Shopware's merge route skips them.
 */
export function mergeWishlist(
  deps: SandboxDeps,
  shop: ShopRequest,
  customer: CustomerRecord,
  productIds: string[],
) {
  const known = new Set(
    loadProductRows(deps, shop, findProductPksByIds(deps, productIds)).map((row) => row.id),
  );
  const now = new Date(deps.now()).toISOString();
  deps.db.transaction(() => {
    for (const id of productIds)
      if (known.has(id)) addWishlistProduct(deps, customer.id, shop.salesChannel.id, id, now);
  })();
}
