import type { SandboxDatabase } from '../db/open.js';
import { createRandom } from '../prng.js';
import { seedCategories } from './categories.js';
import { seedManufacturers } from './manufacturer-entities.js';
import { seedProducts } from './products.js';
import { seedPropertyGroups } from './property-groups.js';
import { seedSystem } from './system.js';
import { createEntityWriter } from './writer.js';

export const DEFAULT_PRODUCT_COUNT = 2000;
/** Fixed so that every machine and every reseed produces the same shop. */
export const SEED = 20_260_115;
/**
 * Raised whenever the seeded rows change shape (2: one full-text table per language). A database seeded in an
 * older format is rebuilt at start, because its rows cannot be migrated without the seed's inputs.
 * 3: link categories carry no SEO URL of their own.
 * 4: card payment is asynchronous; PayPal and Amazon Pay payment methods (express checkout wallets).
 * 5: trigram search tables (product_parts_*).
 * 6: content pages for the six footer categories and the contactForm content type (issue 19).
 * 7: illustrations per product type and per teaser, the Clean Beauty landing page's content (issue 19).
 * 8: German method descriptions and content speak to the shopper as "du", like the storefront's own texts.
 * 9: the home pages' category tiles are titled in each language (they showed the German names everywhere).
 * 10: the shipping page and the Swiss banners name the costs and free-shipping thresholds the cart charges.
 * 11: Switzerland has its 26 cantons (it had 8), named in each language; prepayment names the bank account.
 * 12: the Swiss shipping and returns pages speak of Switzerland in French too, and promise no statutory withdrawal.
 */
export const SEED_FORMAT = 12;

export interface SeedOptions {
  /** Number of listed products (simple products and variant parents); variants come on top. */
  products?: number;
}

export interface SeedReport {
  products: number;
  productRows: number;
  milliseconds: number;
}

export function isSeeded(db: SandboxDatabase): boolean {
  return db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").pluck().get() !== undefined;
}

/** True for a database seeded in an older format (see SEED_FORMAT). */
export function isOutdatedSeed(db: SandboxDatabase): boolean {
  if (!isSeeded(db)) return false;
  const format = db.prepare("SELECT value FROM meta WHERE key = 'seed_format'").pluck().get();
  return format !== String(SEED_FORMAT);
}

/** Fills an empty database in one transaction; the same options always produce the same rows. */
export function seedDatabase(db: SandboxDatabase, options: SeedOptions = {}): SeedReport {
  const started = performance.now();
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  const random = createRandom(SEED);
  let productRows = 0;
  db.transaction(() => {
    const writer = createEntityWriter(db);
    seedSystem(writer);
    seedPropertyGroups(writer);
    seedManufacturers(writer);
    const categories = seedCategories(db, writer);
    productRows = seedProducts(db, random, categories, products).productRows;
    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    meta.run('products', String(products));
    meta.run('seed_format', String(SEED_FORMAT));
    meta.run('seeded_at', new Date().toISOString());
  })();
  db.pragma('optimize');
  return { products, productRows, milliseconds: Math.round(performance.now() - started) };
}
