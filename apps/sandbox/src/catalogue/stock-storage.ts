import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';
import type { ProductDoc } from './entities/product.js';
import { purchaseRulesOf } from './purchase-rules.js';

/** A change of one product's stock: negative when goods leave (an order), positive when they come back. */
export interface StockAlteration {
  productId: string;
  delta: number;
}

/** A closeout product has less in stock than an order takes: the order must not be placed. */
export class CloseoutStockExhaustedError extends Error {
  override readonly name = 'CloseoutStockExhaustedError';
  constructor(readonly productId: string) {
    super(`Closeout product ${productId} has not enough stock left`);
  }
}

/**
 * Whether a product can be bought at its stock, as Shopware's StockStorage::updateAvailableFlag sets it:
 * `isCloseout * stock >= isCloseout * minPurchase`, so a product that is not a closeout always is.
 */
export function isAvailableAt(stock: number, isCloseout: boolean, minPurchase: number): boolean {
  return !isCloseout || stock >= minPurchase;
}

/**
 * Shopware 6.7's StockStorage::alter: `stock` (and `availableStock`, which mirrors it since the 6.5 stock
 * handling) moves by the delta and `available` is set again from the new stock. Run it inside the transaction
 * that writes the order or its state, so stock and order never disagree. With `refuseOversold`, a decrease
 * that would take a closeout below zero throws CloseoutStockExhaustedError (rolling the caller's transaction
 * back): Shopware lets two racing orders both take a closeout's last piece, but the sandbox runs several
 * worker processes and its tests race orders on purpose. `sales` is left alone: the in-memory listing index
 * sorts topsellers by the seeded figure, and a changed column would make the SQL path and the index disagree.
 */
export function alterStock(
  db: SandboxDatabase,
  changes: readonly StockAlteration[],
  options: { refuseOversold: boolean } = { refuseOversold: false },
): void {
  const read = statement(db, 'SELECT stock, is_closeout AS isCloseout, doc FROM product WHERE id = ?');
  const write = statement(db, 'UPDATE product SET stock = ?, available = ? WHERE id = ?');
  for (const change of changes) {
    if (change.delta === 0) continue;
    const row = read.get(change.productId) as { stock: number; isCloseout: number; doc: string } | undefined;
    // A product gone from the catalogue keeps its order lines; there is no stock left to move.
    if (!row) continue;
    const stock = row.stock + change.delta;
    const isCloseout = row.isCloseout === 1;
    if (options.refuseOversold && isCloseout && change.delta < 0 && stock < 0)
      throw new CloseoutStockExhaustedError(change.productId);
    const doc = JSON.parse(row.doc) as Pick<ProductDoc, 'digital' | 'tierPrices'>;
    const { minPurchase } = purchaseRulesOf({
      stock,
      isCloseout,
      digital: doc.digital,
      tierPrices: doc.tierPrices,
    });
    write.run(stock, isAvailableAt(stock, isCloseout, minPurchase) ? 1 : 0, change.productId);
  }
}

/** Stock and availability of products by pk, as a short key that changes whenever either does. */
export function stockKeysOf(db: SandboxDatabase, pks: readonly number[]): Map<number, string> {
  const rows = statement(
    db,
    'SELECT pk, stock, available FROM product WHERE pk IN (SELECT value FROM json_each(?))',
    'raw',
  ).all(JSON.stringify(pks)) as [number, number, number][];
  return new Map(rows.map(([pk, stock, available]) => [pk, `${stock}.${available}`]));
}
