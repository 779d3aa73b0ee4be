import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';
import { newContextToken } from '../ids.js';

export interface ContextRow {
  token: string;
  salesChannelId: string;
  languageId: string;
  currencyId: string;
  countryId: string;
  countryStateId: string | null;
  shippingMethodId: string;
  paymentMethodId: string;
  customerId: string | null;
  billingAddressId: string | null;
  shippingAddressId: string | null;
}

export type ContextDefaults = Omit<
  ContextRow,
  'token' | 'countryStateId' | 'customerId' | 'billingAddressId' | 'shippingAddressId'
>;

export type ContextPatch = Partial<
  Pick<
    ContextRow,
    'languageId' | 'currencyId' | 'countryId' | 'countryStateId' | 'shippingMethodId' | 'paymentMethodId'
  >
>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A context lives 365 days after its last change, as the shop's context token cookie (spec 9). */
export const CONTEXT_LIFETIME_DAYS = 365;

const oldestLiving = () => new Date(Date.now() - CONTEXT_LIFETIME_DAYS * 86_400_000).toISOString();

const COLUMNS = `token, sales_channel_id AS salesChannelId, language_id AS languageId, currency_id AS currencyId,
  country_id AS countryId, country_state_id AS countryStateId, shipping_method_id AS shippingMethodId,
  payment_method_id AS paymentMethodId, customer_id AS customerId, billing_address_id AS billingAddressId,
  shipping_address_id AS shippingAddressId`;

/** Shopper contexts live in SQLite so that a token survives a sandbox restart, as in Shopware. */
export class ContextStore {
  readonly #find;
  readonly #insert;
  readonly #update;
  readonly #db: SandboxDatabase;
  readonly #updateAddresses;
  readonly #findLiving;

  constructor(db: SandboxDatabase) {
    this.#db = db;
    this.#find = db.prepare(`SELECT ${COLUMNS} FROM context WHERE token = ?`);
    this.#findLiving = db.prepare(`SELECT ${COLUMNS} FROM context WHERE token = ? AND updated_at >= ?`);
    this.#updateAddresses = db.prepare(`UPDATE context SET billing_address_id = @billingAddressId,
      shipping_address_id = @shippingAddressId, updated_at = @now WHERE token = @token`);
    this.#insert =
      db.prepare(`INSERT INTO context (token, sales_channel_id, language_id, currency_id, country_id,
      shipping_method_id, payment_method_id, created_at, updated_at)
      VALUES (@token, @salesChannelId, @languageId, @currencyId, @countryId, @shippingMethodId, @paymentMethodId,
      @now, @now)`);
    this.#update = db.prepare(`UPDATE context SET language_id = @languageId, currency_id = @currencyId,
      country_id = @countryId, country_state_id = @countryStateId, shipping_method_id = @shippingMethodId,
      payment_method_id = @paymentMethodId, updated_at = @now WHERE token = @token`);
  }

  find(token: string, salesChannelId: string): ContextRow | undefined {
    // An expired context is not found; its token stays taken, so the shopper gets a new one (and a new cart).
    const row = this.#findLiving.get(token, oldestLiving()) as ContextRow | undefined;
    return row && row.salesChannelId === salesChannelId ? row : undefined;
  }

  /**
   * The default context for a token. As in Shopware, nothing is stored until the context changes, and an
   * unknown token sent by the client is kept (only a missing one, or one of another sales channel, is replaced).
   */
  start(defaults: ContextDefaults, token: string | undefined): ContextRow {
    const usable = token !== undefined && TOKEN_PATTERN.test(token) && this.#find.get(token) === undefined;
    return {
      ...defaults,
      token: usable ? token : newContextToken(),
      countryStateId: null,
      customerId: null,
      billingAddressId: null,
      shippingAddressId: null,
    };
  }

  update(row: ContextRow, patch: ContextPatch): ContextRow {
    const next: ContextRow = { ...row, ...patch };
    const now = new Date().toISOString();
    if (this.#find.get(next.token) === undefined) this.#insert.run({ ...next, now });
    this.#update.run({ ...next, now });
    return next;
  }

  /**
   * Writes every field of a context, the customer's included (an address or payment method chosen as default).
   * Login and logout use `replace` instead, which also changes the token.
   */
  save(row: ContextRow): ContextRow {
    statement(this.#db, UPSERT).run({ ...row, now: new Date().toISOString() });
    return row;
  }

  /**
   * The shopper's context under a new token, as Shopware's SalesChannelContextPersister::replace on login and
   * logout: the old token's row is deleted, so whoever still holds it starts over as a new guest.
   */
  replace(row: ContextRow, changes: CustomerContextChange): ContextRow {
    const next: ContextRow = { ...row, ...changes, token: newContextToken() };
    this.#db.transaction(() => {
      statement(this.#db, 'DELETE FROM context WHERE token = ?').run(row.token);
      statement(this.#db, UPSERT).run({ ...next, now: new Date().toISOString() });
      // The cart follows the shopper to the new token, as Shopware's persister moves it.
      statement(this.#db, 'UPDATE cart SET token = ? WHERE token = ?').run(next.token, row.token);
    })();
    return next;
  }

  /**
   * Ends a customer's contexts but one (a password change): their tokens start over as guests, as Shopware
   * deletes the other contexts of a customer whose password changed.
   */
  endCustomerContexts(customerId: string, exceptToken: string | null): number {
    return this.#db.transaction(() => {
      statement(
        this.#db,
        'DELETE FROM cart WHERE token IN (SELECT token FROM context WHERE customer_id = ? AND token IS NOT ?)',
      ).run(customerId, exceptToken);
      return statement(this.#db, 'DELETE FROM context WHERE customer_id = ? AND token IS NOT ?').run(
        customerId,
        exceptToken,
      ).changes;
    })();
  }
  /** Sets the active billing and shipping address (ids the caller has checked against the customer). */
  updateAddresses(
    row: ContextRow,
    addresses: { billingAddressId?: string; shippingAddressId?: string },
  ): ContextRow {
    const next: ContextRow = { ...row, ...addresses };
    const now = new Date().toISOString();
    if (this.#find.get(next.token) === undefined) this.#insert.run({ ...next, now });
    this.#updateAddresses.run({ ...next, now });
    return next;
  }
}

/** What logging in or out changes in a context besides its token. */
export type CustomerContextChange = Partial<
  Pick<ContextRow, 'customerId' | 'billingAddressId' | 'shippingAddressId' | 'paymentMethodId' | 'languageId'>
>;

const UPSERT = `INSERT INTO context (token, sales_channel_id, language_id, currency_id, country_id, country_state_id,
  shipping_method_id, payment_method_id, customer_id, billing_address_id, shipping_address_id, created_at, updated_at)
  VALUES (@token, @salesChannelId, @languageId, @currencyId, @countryId, @countryStateId, @shippingMethodId,
  @paymentMethodId, @customerId, @billingAddressId, @shippingAddressId, @now, @now)
  ON CONFLICT (token) DO UPDATE SET language_id = excluded.language_id, currency_id = excluded.currency_id,
  country_id = excluded.country_id, country_state_id = excluded.country_state_id,
  shipping_method_id = excluded.shipping_method_id, payment_method_id = excluded.payment_method_id,
  customer_id = excluded.customer_id, billing_address_id = excluded.billing_address_id,
  shipping_address_id = excluded.shipping_address_id, updated_at = excluded.updated_at`;
