import type Database from 'better-sqlite3';
import { z } from 'zod';

/**
 * Creates the content tables (prefixed `content_`, so they sit beside the Store API tables in one file).
 * Idempotent: every statement is `IF NOT EXISTS`.
 * Entities keep the draft (`fields`) and the published snapshot (`published_fields`, null until first publish)
 * apart, because the delivery token reads the snapshot and the preview token the draft.
 */
export function migrateContent(db: Database.Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS content_locales (
      code TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      is_default INTEGER NOT NULL DEFAULT 0,
      fallback_code TEXT,
      position INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_types (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      display_field TEXT NOT NULL,
      fields TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      revision INTEGER NOT NULL DEFAULT 1
    );
    CREATE TABLE IF NOT EXISTS content_tags (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      visibility TEXT NOT NULL DEFAULT 'public',
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS content_entities (
      kind TEXT NOT NULL CHECK (kind IN ('Entry', 'Asset')),
      id TEXT NOT NULL,
      content_type_id TEXT REFERENCES content_types(id),
      fields TEXT NOT NULL,
      published_fields TEXT,
      tags TEXT NOT NULL DEFAULT '[]',
      version INTEGER NOT NULL,
      published_version INTEGER NOT NULL DEFAULT 0,
      published_counter INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      published_at TEXT,
      sync_seq INTEGER NOT NULL,
      PRIMARY KEY (kind, id)
    );
    CREATE INDEX IF NOT EXISTS content_entities_type ON content_entities (kind, content_type_id);
    CREATE INDEX IF NOT EXISTS content_entities_sync ON content_entities (sync_seq);
  `);
}

/** True once seedContent has written content (startup seeds only a database without it). */
export function isContentSeeded(db: Database.Database): boolean {
  migrateContent(db);
  const row = z
    .object({ count: z.number() })
    .parse(db.prepare('SELECT COUNT(*) AS count FROM content_entities').get());
  return row.count > 0;
}
