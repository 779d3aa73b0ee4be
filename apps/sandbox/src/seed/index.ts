import type { SandboxDatabase } from '../db/open.js';
import { seedSystem } from './system.js';
import { createEntityWriter } from './writer.js';

export const DEFAULT_PRODUCT_COUNT = 2000;

export interface SeedOptions {
  /** Number of listed (parent) products; variants come on top. */
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

/** Fills an empty database in one transaction; the same options always produce the same rows. */
export function seedDatabase(db: SandboxDatabase, options: SeedOptions = {}): SeedReport {
  const started = performance.now();
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  let productRows = 0;
  db.transaction(() => {
    const writer = createEntityWriter(db);
    seedSystem(writer);
    productRows = 0;
    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    meta.run('products', String(products));
    meta.run('seeded_at', new Date().toISOString());
  })();
  return { products, productRows, milliseconds: Math.round(performance.now() - started) };
}
