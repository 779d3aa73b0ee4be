import type Database from 'better-sqlite3';
import { seededCodesSql } from '../cart/seeded-codes.js';

interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * Numbered, append-only migrations. The catalogue keeps hot listing fields as real columns (price, rating,
 * flags) with covering indexes, and everything a response only reads as a JSON document.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue and system entities',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE entity (
        entity TEXT NOT NULL, id TEXT NOT NULL, position INTEGER NOT NULL, doc TEXT NOT NULL,
        PRIMARY KEY (entity, id)
      ) WITHOUT ROWID;
      CREATE TABLE entity_translation (
        entity TEXT NOT NULL, id TEXT NOT NULL, language_id TEXT NOT NULL, doc TEXT NOT NULL,
        PRIMARY KEY (entity, id, language_id)
      ) WITHOUT ROWID;
      CREATE TABLE product (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        parent_id TEXT,
        main_pk INTEGER NOT NULL,
        product_number TEXT NOT NULL UNIQUE,
        manufacturer_id TEXT NOT NULL,
        price REAL NOT NULL,
        list_price REAL,
        cheapest_price REAL NOT NULL,
        has_range INTEGER NOT NULL,
        rating REAL,
        stock INTEGER NOT NULL,
        available INTEGER NOT NULL,
        is_closeout INTEGER NOT NULL,
        shipping_free INTEGER NOT NULL,
        sales INTEGER NOT NULL,
        child_count INTEGER NOT NULL,
        release_date TEXT NOT NULL,
        listed INTEGER NOT NULL,
        doc TEXT NOT NULL
      );
      CREATE INDEX product_parent ON product (parent_id) WHERE parent_id IS NOT NULL;
      CREATE INDEX product_listed_price ON product (listed, cheapest_price);
      CREATE INDEX product_main ON product (main_pk);
      CREATE TABLE product_translation (
        product_pk INTEGER NOT NULL, language_id TEXT NOT NULL, name TEXT NOT NULL,
        PRIMARY KEY (product_pk, language_id)
      ) WITHOUT ROWID;
      CREATE TABLE product_category (
        category_id TEXT NOT NULL, product_pk INTEGER NOT NULL,
        PRIMARY KEY (category_id, product_pk)
      ) WITHOUT ROWID;
      CREATE TABLE product_property (
        product_pk INTEGER NOT NULL, option_id TEXT NOT NULL, group_id TEXT NOT NULL,
        PRIMARY KEY (product_pk, option_id)
      ) WITHOUT ROWID;
      CREATE INDEX product_property_option ON product_property (option_id, product_pk);
      CREATE TABLE product_review (
        pk INTEGER PRIMARY KEY,
        id TEXT NOT NULL UNIQUE,
        product_pk INTEGER NOT NULL,
        language_id TEXT NOT NULL,
        points REAL NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        external_user TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX product_review_product ON product_review (product_pk, created_at);
      CREATE TABLE seo_path (
        foreign_key TEXT NOT NULL, language_id TEXT NOT NULL, route_name TEXT NOT NULL, seo_path_info TEXT NOT NULL,
        PRIMARY KEY (foreign_key, language_id)
      ) WITHOUT ROWID;
      CREATE INDEX seo_path_lookup ON seo_path (seo_path_info, language_id);
      CREATE VIRTUAL TABLE product_search_de USING fts5 (
        name, brand, keywords, number,
        content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE VIRTUAL TABLE product_search_en USING fts5 (
        name, brand, keywords, number,
        content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE VIRTUAL TABLE product_search_fr USING fts5 (
        name, brand, keywords, number,
        content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      CREATE TABLE context (
        token TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        currency_id TEXT NOT NULL,
        country_id TEXT NOT NULL,
        country_state_id TEXT,
        shipping_method_id TEXT NOT NULL,
        payment_method_id TEXT NOT NULL,
        customer_id TEXT,
        billing_address_id TEXT,
        shipping_address_id TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  // Versions from 10 on belong to the cart and checkout (2 to 9 are left to the accounts work merged beside it).
  {
    version: 10,
    name: 'carts, promotions and gift cards',
    sql: `
      CREATE TABLE cart (
        token TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        line_items TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE promotion (code TEXT PRIMARY KEY COLLATE NOCASE, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)
        WITHOUT ROWID;
      CREATE TABLE promotion_redemption (
        promotion_id TEXT NOT NULL,
        customer_id TEXT,
        email TEXT COLLATE NOCASE,
        order_id TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX promotion_redemption_customer ON promotion_redemption (promotion_id, customer_id);
      CREATE INDEX promotion_redemption_email ON promotion_redemption (promotion_id, email);
      CREATE TABLE gift_card (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        id TEXT NOT NULL UNIQUE,
        balance REAL NOT NULL,
        initial_balance REAL NOT NULL
      ) WITHOUT ROWID;
      ${seededCodesSql()}
    `,
  },
];

export function runMigrations(db: Database.Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .pluck()
      .all()
      .map((value) => Number(value)),
  );
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}
