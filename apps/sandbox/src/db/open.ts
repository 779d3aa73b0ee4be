import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations } from './migrations.js';

export type SandboxDatabase = Database.Database;

export function openDatabase(file: string, options: { readonly?: boolean } = {}): SandboxDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false });
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
  }
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  // The whole file (up to SQLite's 2 GB cap; the 100,000-product seed is 0.8 GB), not its first 256 MB: pages past
  // the mapping are read by pread into the page cache, which in WAL mode this connection drops at its next read
  // whenever another process committed (the cluster's other worker writing a cart). strace of 1,000 adds to cart:
  // 37 preads per add, 47 with a foreign commit before each; mapped whole, 0.4 and 9 (the WAL's pages).
  db.pragma('mmap_size = 2147418112');
  if (!options.readonly) runMigrations(db);
  return db;
}

/** Deletes a database file with its WAL and shared-memory files. */
export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}
