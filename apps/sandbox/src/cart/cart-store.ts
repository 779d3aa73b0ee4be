import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';
import type { GiftCard, Promotion } from './promotion.js';

/** The client's intent, which the cart recalculates on every read: prices, taxes and errors are never stored. */
export interface StoredLineItem {
  id: string;
  type: 'product' | 'promotion' | 'voucherCard';
  /** Product id, promotion code or gift card code. */
  referencedId: string;
  quantity: number;
}

export interface StoredCart {
  token: string;
  /** Counts the writes; an order names the version it was placed on, so a cart changed meanwhile is noticed. */
  version: number;
  lineItems: StoredLineItem[];
}

/** A cart lives as long as its context: 365 days after its last change. */
export const CART_LIFETIME_DAYS = 365;

/** All SQL of the cart aggregate: carts per context token, the promotion and gift card codes, redemptions. */
export class CartStore {
  readonly #db: SandboxDatabase;

  constructor(db: SandboxDatabase) {
    this.#db = db;
  }

  /**
   * Runs a read-modify-write of carts under SQLite's write lock (BEGIN IMMEDIATE), so writes to one cart are
   * serialised across the cluster's worker processes, and a failing write (a thrown error) changes nothing.
   */
  write<T>(change: () => T): T {
    return this.#db.transaction(change).immediate();
  }

  load(token: string, salesChannelId: string): StoredCart | undefined {
    const row = statement(
      this.#db,
      'SELECT token, version, line_items AS lineItems, sales_channel_id AS salesChannelId FROM cart WHERE token = ? AND updated_at >= ?',
    ).get(token, new Date(Date.now() - CART_LIFETIME_DAYS * 86_400_000).toISOString()) as
      | { token: string; version: number; lineItems: string; salesChannelId: string }
      | undefined;
    if (!row || row.salesChannelId !== salesChannelId) return undefined;
    return {
      token: row.token,
      version: row.version,
      lineItems: JSON.parse(row.lineItems) as StoredLineItem[],
    };
  }

  save(token: string, salesChannelId: string, lineItems: readonly StoredLineItem[], version: number): void {
    const now = new Date().toISOString();
    statement(
      this.#db,
      `INSERT INTO cart (token, sales_channel_id, version, line_items, created_at, updated_at)
       VALUES (@token, @salesChannelId, @version, @lineItems, @now, @now)
       ON CONFLICT (token) DO UPDATE SET sales_channel_id = excluded.sales_channel_id, version = excluded.version,
       line_items = excluded.line_items, updated_at = excluded.updated_at`,
    ).run({ token, salesChannelId, version, lineItems: JSON.stringify(lineItems), now });
  }

  delete(token: string): void {
    statement(this.#db, 'DELETE FROM cart WHERE token = ?').run(token);
  }

  promotionByCode(code: string): Promotion | undefined {
    const doc = statement(this.#db, 'SELECT doc FROM promotion WHERE code = ?', 'pluck').get(code) as
      | string
      | undefined;
    return doc === undefined ? undefined : (JSON.parse(doc) as Promotion);
  }

  /** Orders placed with a promotion by this customer (by id, or by email for guests). */
  redemptionsOf(promotionId: string, customer: { id: string | null; email: string | null }): number {
    if (customer.id === null && customer.email === null) return 0;
    return statement(
      this.#db,
      'SELECT COUNT(*) FROM promotion_redemption WHERE promotion_id = ? AND (customer_id = ? OR email = ?)',
      'pluck',
    ).get(promotionId, customer.id, customer.email) as number;
  }

  giftCardByCode(code: string): GiftCard | undefined {
    return statement(this.#db, 'SELECT id, code, balance FROM gift_card WHERE code = ?').get(code) as
      | GiftCard
      | undefined;
  }

  /** The free sample of the gift promotion: the cheapest physical product that can be bought now. */
  freeSampleProductId(): string | undefined {
    return statement(
      this.#db,
      `SELECT id FROM product WHERE listed = 1 AND available = 1 AND child_count = 0 AND is_closeout = 0
       AND json_extract(doc, '$.digital') = 0 AND json_extract(doc, '$.tierPrices') IS NULL
       ORDER BY cheapest_price, pk LIMIT 1`,
      'pluck',
    ).get() as string | undefined;
  }
}
