import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

type Db = Pick<SandboxDeps, 'db'>;

/** A registered customer's wishlist per sales channel, as Shopware's customer_wishlist: product ids, oldest first. */
export function wishlistProductIds(deps: Db, customerId: string, salesChannelId: string): string[] {
  return statement(
    deps.db,
    'SELECT product_id FROM wishlist_product WHERE customer_id = ? AND sales_channel_id = ? ORDER BY created_at, product_id',
    'pluck',
  ).all(customerId, salesChannelId) as string[];
}

/** Adds a product; false when it was on the list already. */
export function addWishlistProduct(
  deps: Db,
  customerId: string,
  salesChannelId: string,
  productId: string,
  now: string,
) {
  return (
    statement(
      deps.db,
      'INSERT OR IGNORE INTO wishlist_product (customer_id, sales_channel_id, product_id, created_at) VALUES (?, ?, ?, ?)',
    ).run(customerId, salesChannelId, productId, now).changes > 0
  );
}

/** Removes a product; false when it was not on the list. */
export function removeWishlistProduct(
  deps: Db,
  customerId: string,
  salesChannelId: string,
  productId: string,
) {
  return (
    statement(
      deps.db,
      'DELETE FROM wishlist_product WHERE customer_id = ? AND sales_channel_id = ? AND product_id = ?',
    ).run(customerId, salesChannelId, productId).changes > 0
  );
}
