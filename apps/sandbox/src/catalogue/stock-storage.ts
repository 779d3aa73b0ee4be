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
  const read = statement(db, 'SELECT pk, stock, is_closeout AS isCloseout, doc FROM product WHERE id = ?');
  const write = statement(db, 'UPDATE product SET stock = ?, available = ? WHERE pk = ?');
  const log = statement(db, 'INSERT INTO stock_change (product_pk) VALUES (?)');
  for (const change of changes) {
    if (change.delta === 0) continue;
    const row = read.get(change.productId) as
      | { pk: number; stock: number; isCloseout: number; doc: string }
      | undefined;
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
    write.run(stock, isAvailableAt(stock, isCloseout, minPurchase) ? 1 : 0, row.pk);
    log.run(row.pk);
  }
}

interface SeenStockChanges {
  /** The last stock_change row this process has read. */
  generation: number;
  /** Product pk → the generation of its latest stock change. */
  byPk: Map<number, number>;
}

const seenOf = new WeakMap<SandboxDatabase, SeenStockChanges>();

/**
 * For each product pk whose stock an order moved, the generation of the latest move (a product never moved is
 * absent: generation 0). Caches of rendered products put it into their key, so an order placed in any worker
 * process renews them. Reading what changed since the last call is one seek at the end of `stock_change`
 * (microseconds), where reading the stock of a listing page's 24 products cost about 0.2 ms.
 */
export function stockGenerations(db: SandboxDatabase): ReadonlyMap<number, number> {
  let seen = seenOf.get(db);
  if (!seen) {
    seen = { generation: 0, byPk: new Map() };
    seenOf.set(db, seen);
  }
  const changes = statement(
    db,
    'SELECT generation, product_pk FROM stock_change WHERE generation > ? ORDER BY generation',
    'raw',
  ).all(seen.generation) as [number, number][];
  for (const [generation, pk] of changes) {
    seen.byPk.set(pk, generation);
    seen.generation = generation;
  }
  return seen.byPk;
}
