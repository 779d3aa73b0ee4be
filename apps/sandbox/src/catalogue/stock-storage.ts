import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';
import type { ProductDoc } from './entities/product.js';
import { purchaseRulesOf } from './purchase-rules.js';
import { logStockChange, readStockChanges } from './stock-changes.js';

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
 * worker processes and its tests race orders on purpose. `sales` moves against the stock, as Shopware's
 * `sales = sales - :quantity`: an order's quantities count as sold when it is placed and no longer when it is
 * cancelled (the topseller sorting follows; each worker's listing index rereads the products in the log).
 */
export function alterStock(
  db: SandboxDatabase,
  changes: readonly StockAlteration[],
  options: { refuseOversold?: boolean; now?: number } = {},
): void {
  const read = statement(db, 'SELECT pk, stock, is_closeout AS isCloseout, doc FROM product WHERE id = ?');
  const write = statement(db, 'UPDATE product SET stock = ?, available = ?, sales = sales - ? WHERE pk = ?');
  const now = options.now ?? Date.now();
  for (const change of changes) {
    if (change.delta === 0) continue;
    const row = read.get(change.productId) as
      | { pk: number; stock: number; isCloseout: number; doc: string }
      | undefined;
    // A product gone from the catalogue keeps its order lines; there is no stock left to move.
    if (!row) continue;
    const stock = row.stock + change.delta;
    const isCloseout = row.isCloseout === 1;
    if (options.refuseOversold === true && isCloseout && change.delta < 0 && stock < 0)
      throw new CloseoutStockExhaustedError(change.productId);
    const doc = JSON.parse(row.doc) as Pick<ProductDoc, 'digital' | 'tierPrices'>;
    const { minPurchase } = purchaseRulesOf({
      stock,
      isCloseout,
      digital: doc.digital,
      tierPrices: doc.tierPrices,
    });
    write.run(stock, isAvailableAt(stock, isCloseout, minPurchase) ? 1 : 0, change.delta, row.pk);
    logStockChange(db, row.pk, now);
  }
}

interface SeenStockChanges {
  /** The generation this process has read up to. */
  generation: number;
  /** What a product never seen moving counts as: raised when pruned rows were missed, renewing every key. */
  floor: number;
  /** Product pk → the generation of its latest stock change. */
  byPk: Map<number, number>;
}

const seenOf = new WeakMap<SandboxDatabase, SeenStockChanges>();

/**
 * The generation of each product's latest stock move, which caches of rendered products put into their key, so
 * an order placed in any worker process renews them. Reading what changed since the last call is one seek at
 * the end of `stock_change` (microseconds), where reading the stock of a listing page's 24 products cost about
 * 0.2 ms. When the log was pruned past this process's last read, every product's generation rises to the
 * horizon: nothing cached before stays in use.
 */
export function stockGenerations(db: SandboxDatabase): { of(pk: number): number } {
  let seen = seenOf.get(db);
  if (!seen) {
    seen = { generation: 0, floor: 0, byPk: new Map() };
    seenOf.set(db, seen);
  }
  const read = readStockChanges(db, seen.generation);
  if (read.missed) {
    seen.byPk.clear();
    seen.floor = read.generation;
  }
  for (const [generation, pk] of read.changes) seen.byPk.set(pk, generation);
  seen.generation = read.generation;
  const { byPk, floor } = seen;
  return { of: (pk) => byPk.get(pk) ?? floor };
}
