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
  // Versions 20 and up belong to the customer side (accounts, mailbox, wishlist, newsletter, reviews, payback);
  // the numbers leave room for the cart and order migrations before them.
  {
    version: 20,
    name: 'customer accounts, addresses, recovery and rate limits',
    sql: `
      CREATE TABLE customer (
        id TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        customer_number TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        password_hash TEXT,
        guest INTEGER NOT NULL,
        active INTEGER NOT NULL,
        default_billing_address_id TEXT NOT NULL,
        default_shipping_address_id TEXT NOT NULL,
        last_payment_method_id TEXT,
        double_opt_in_registration INTEGER NOT NULL DEFAULT 0,
        double_opt_in_hash TEXT,
        double_opt_in_sent_at TEXT,
        double_opt_in_confirmed_at TEXT,
        first_login TEXT,
        last_login TEXT,
        doc TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE UNIQUE INDEX customer_registered_email ON customer (email_key) WHERE guest = 0;
      CREATE INDEX customer_email ON customer (email_key);
      CREATE UNIQUE INDEX customer_double_opt_in ON customer (double_opt_in_hash) WHERE double_opt_in_hash IS NOT NULL;
      CREATE TABLE customer_address (
        id TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        doc TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX customer_address_customer ON customer_address (customer_id, created_at);
      CREATE TABLE customer_recovery (
        hash TEXT PRIMARY KEY,
        customer_id TEXT NOT NULL UNIQUE REFERENCES customer (id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE rate_limit (
        limiter TEXT NOT NULL,
        key TEXT NOT NULL,
        attempts INTEGER NOT NULL,
        timer INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (limiter, key)
      ) WITHOUT ROWID;
      CREATE TABLE account_setting (
        sales_channel_id TEXT PRIMARY KEY,
        double_opt_in_registration INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE sandbox_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE social_login_code (
        code TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        profile TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 21,
    name: 'mailbox',
    sql: `
      CREATE TABLE mail (
        id INTEGER PRIMARY KEY,
        sales_channel_id TEXT,
        template TEXT NOT NULL,
        recipient TEXT NOT NULL,
        recipient_key TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        links TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX mail_recipient ON mail (recipient_key, id);
    `,
  },
  {
    version: 22,
    name: 'wishlist, newsletter, customer reviews and payback',
    sql: `
      CREATE TABLE wishlist_product (
        customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        sales_channel_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (customer_id, sales_channel_id, product_id)
      ) WITHOUT ROWID;
      CREATE TABLE newsletter_recipient (
        id TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL,
        status TEXT NOT NULL,
        hash TEXT NOT NULL UNIQUE,
        language_id TEXT NOT NULL,
        doc TEXT NOT NULL,
        confirmed_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (sales_channel_id, email_key)
      ) WITHOUT ROWID;
      CREATE TABLE customer_review (
        id TEXT PRIMARY KEY,
        product_id TEXT NOT NULL,
        customer_id TEXT NOT NULL REFERENCES customer (id) ON DELETE CASCADE,
        sales_channel_id TEXT NOT NULL,
        language_id TEXT NOT NULL,
        points REAL NOT NULL,
        title TEXT NOT NULL,
        content TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (product_id, customer_id)
      ) WITHOUT ROWID;
      CREATE TABLE payback_account (
        owner TEXT PRIMARY KEY,
        number TEXT,
        promotion_codes TEXT NOT NULL,
        scrid TEXT,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  // Versions 30 to 39 belong to orders (documents, downloads, returns); 40 to 49 to payments.
  {
    version: 30,
    name: 'orders, transactions, deliveries, documents, downloads and returns',
    sql: `
      -- The per-customer limit of a promotion counts order rows now; nothing ever wrote redemptions.
      DROP TABLE promotion_redemption;
      CREATE TABLE number_range (name TEXT PRIMARY KEY, last_value INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO number_range (name, last_value) VALUES ('order', 9999), ('invoice', 999), ('return', 9999);
      CREATE TABLE sales_order (
        id TEXT PRIMARY KEY,
        sales_channel_id TEXT NOT NULL,
        order_number TEXT NOT NULL UNIQUE,
        customer_id TEXT NOT NULL,
        email_key TEXT NOT NULL,
        deep_link_code TEXT NOT NULL UNIQUE,
        billing_zipcode TEXT NOT NULL,
        state TEXT NOT NULL,
        doc TEXT NOT NULL,
        order_date_time TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sales_order_customer ON sales_order (customer_id, order_date_time);
      CREATE INDEX sales_order_email ON sales_order (email_key);
      CREATE TABLE order_line_item (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        type TEXT NOT NULL,
        product_id TEXT,
        promotion_id TEXT,
        quantity INTEGER NOT NULL,
        doc TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_line_item_order ON order_line_item (order_id, position);
      CREATE INDEX order_line_item_promotion ON order_line_item (promotion_id, order_id) WHERE promotion_id IS NOT NULL;
      CREATE TABLE order_transaction (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        payment_method_id TEXT NOT NULL,
        state TEXT NOT NULL,
        amount TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_transaction_order ON order_transaction (order_id, position);
      CREATE TABLE order_delivery (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        state TEXT NOT NULL,
        doc TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_delivery_order ON order_delivery (order_id);
      CREATE TABLE order_line_item_download (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        line_item_id TEXT NOT NULL,
        position INTEGER NOT NULL,
        access_granted INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_line_item_download_order ON order_line_item_download (order_id);
      CREATE TABLE order_document (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        document_type TEXT NOT NULL,
        document_number TEXT NOT NULL,
        deep_link_code TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content BLOB,
        sent INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_document_order ON order_document (order_id);
      CREATE TABLE order_state_history (
        id INTEGER PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        entity TEXT NOT NULL,
        entity_id TEXT NOT NULL,
        from_state TEXT NOT NULL,
        to_state TEXT NOT NULL,
        action TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX order_state_history_order ON order_state_history (order_id, id);
      CREATE TABLE order_return (
        id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL REFERENCES sales_order (id) ON DELETE CASCADE,
        return_number TEXT NOT NULL UNIQUE,
        state TEXT NOT NULL,
        doc TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX order_return_order ON order_return (order_id, created_at);
    `,
  },
  // Versions 40 to 49 belong to payments (the sandbox payment provider, payment tokens, express wallets).
  {
    version: 40,
    name: 'payment tokens, sandbox provider sessions and express wallet orders',
    sql: `
      CREATE TABLE payment_token (token_key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE payment_session (
        id TEXT PRIMARY KEY,
        token_key TEXT NOT NULL UNIQUE,
        return_url TEXT NOT NULL,
        order_id TEXT NOT NULL,
        transaction_id TEXT NOT NULL,
        payment_method_id TEXT NOT NULL,
        sales_channel_id TEXT NOT NULL,
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        order_number TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        decided_at INTEGER
      ) WITHOUT ROWID;
      CREATE INDEX payment_session_transaction ON payment_session (transaction_id);
      CREATE TABLE wallet_order (
        id TEXT PRIMARY KEY,
        wallet TEXT NOT NULL,
        sales_channel_id TEXT NOT NULL,
        context_token TEXT NOT NULL,
        amount REAL NOT NULL,
        currency TEXT NOT NULL,
        return_url TEXT,
        cancel_url TEXT,
        status TEXT NOT NULL,
        buyer TEXT,
        customer_id TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX wallet_order_customer ON wallet_order (customer_id, status);
      `,
  },
  // Search (issue 18): migrations 50-59.
  {
    version: 50,
    name: 'search: trigram tables that find parts of compound words',
    sql: `
      CREATE VIRTUAL TABLE product_parts_de USING fts5 (
        name, brand, keywords, number, content = '', tokenize = 'trigram remove_diacritics 1'
      );
      CREATE VIRTUAL TABLE product_parts_en USING fts5 (
        name, brand, keywords, number, content = '', tokenize = 'trigram remove_diacritics 1'
      );
      CREATE VIRTUAL TABLE product_parts_fr USING fts5 (
        name, brand, keywords, number, content = '', tokenize = 'trigram remove_diacritics 1'
      );
    `,
  },
  {
    version: 56,
    name: 'stock changes: which products orders moved, for the caches of every worker process',
    sql: `
      CREATE TABLE stock_change (generation INTEGER PRIMARY KEY, product_pk INTEGER NOT NULL);
    `,
  },
  {
    version: 57,
    name: 'stock changes: when each was written, for pruning; superseded rows found by product',
    sql: `
      ALTER TABLE stock_change ADD COLUMN changed_at INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX stock_change_product ON stock_change (product_pk, generation);
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
