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

  load(token: string, salesChannelId: string): StoredCart | undefined {
    const row = statement(
      this.#db,
      `SELECT token, version, line_items AS lineItems, sales_channel_id AS salesChannelId, updated_at < ? AS expired
       FROM cart WHERE token = ?`,
    ).get(new Date(Date.now() - CART_LIFETIME_DAYS * 86_400_000).toISOString(), token) as
      | { token: string; version: number; lineItems: string; salesChannelId: string; expired: number }
      | undefined;
    if (!row) return undefined;
    // An expired cart, or one of another sales channel under the same token, is empty; its version goes on.
    if (row.salesChannelId !== salesChannelId || row.expired === 1)
      return { token: row.token, version: row.version, lineItems: [] };
    return {
      token: row.token,
      version: row.version,
      lineItems: JSON.parse(row.lineItems) as StoredLineItem[],
    };
  }

  /**
   * Stores line items as the cart's next version, if the cart is still at the version they were computed from
   * (0: no cart yet). False when another write, from this or another worker process, came first: the caller
   * recomputes from the new version. Each write is one short statement, so the write lock is held for
   * microseconds, never across a calculation.
   */
  saveIfVersion(
    token: string,
    salesChannelId: string,
    lineItems: readonly StoredLineItem[],
    expectedVersion: number,
  ): boolean {
    const values = {
      token,
      salesChannelId,
      lineItems: JSON.stringify(lineItems),
      now: new Date().toISOString(),
    };
    if (expectedVersion === 0) {
      return (
        statement(
          this.#db,
          `INSERT INTO cart (token, sales_channel_id, version, line_items, created_at, updated_at)
           VALUES (@token, @salesChannelId, 1, @lineItems, @now, @now) ON CONFLICT (token) DO NOTHING`,
        ).run(values).changes === 1
      );
    }
    return (
      statement(
        this.#db,
        `UPDATE cart SET sales_channel_id = @salesChannelId, version = version + 1, line_items = @lineItems,
         updated_at = @now WHERE token = @token AND version = @expectedVersion`,
      ).run({ ...values, expectedVersion }).changes === 1
    );
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
