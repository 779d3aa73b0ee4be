import type Database from 'better-sqlite3';
import { renderAssetSvg } from '../assetImage.js';
import type { StoredFields } from '../contentStore.js';
import { migrateContent } from '../migrateContent.js';
import { SEED_ASSETS } from './seedAssets.js';
import { SEED_CONTENT_TYPES } from './seedContentTypes.js';
import type { SeedCatalogue } from './seedEntries.js';
import { seedEntries } from './seedEntries.js';
import { SEED_LOCALES, v } from './seedLocales.js';

const SEED_EPOCH = Date.parse('2026-01-05T08:00:00.000Z');
const at = (minutes: number) => new Date(SEED_EPOCH + minutes * 60_000).toISOString();

const TAGS = [
  { id: 'homepage', name: 'Homepage' },
  { id: 'magazine', name: 'Magazine' },
  { id: 'campaignSpring', name: 'Campaign: spring 2026' },
];

/**
 * Replaces all content with the seed: locales, content types, tags, assets and entries linking the given
 * catalogue. Same catalogue and base URL in, same rows out (fixed timestamps, no randomness).
 * `assetBaseUrl` is the origin that serves `/content-assets/...` (the sandbox's own origin); pass '' to store
 * root-relative URLs that the API completes with the origin each request arrives on (port-independent).
 */
export function seedContent(db: Database.Database, catalogue: SeedCatalogue, assetBaseUrl: string): void {
  migrateContent(db);
  const base = assetBaseUrl.replace(/\/+$/, '');
  const entries = seedEntries(catalogue);
  const insertEntity = db.prepare(`
    INSERT INTO content_entities (kind, id, content_type_id, fields, published_fields, tags, version,
      published_version, published_counter, created_at, updated_at, published_at, sync_seq)
    VALUES (@kind, @id, @contentTypeId, @fields, @publishedFields, @tags, @version,
      @publishedVersion, @publishedCounter, @createdAt, @updatedAt, @publishedAt, @syncSeq)`);
  let seq = 0;
  const write = (
    kind: 'Entry' | 'Asset',
    id: string,
    contentTypeId: string | null,
    fields: StoredFields,
    options: { status: 'published' | 'draft'; draftChanges?: StoredFields; tags?: string[] },
  ) => {
    seq += 1;
    const isPublished = options.status === 'published';
    const hasDraftChanges = isPublished && options.draftChanges !== undefined;
    insertEntity.run({
      kind,
      id,
      contentTypeId,
      fields: JSON.stringify(hasDraftChanges ? { ...fields, ...options.draftChanges } : fields),
      publishedFields: isPublished ? JSON.stringify(fields) : null,
      tags: JSON.stringify(options.tags ?? []),
      // Contentful: publishing bumps the version once; an edit after publishing bumps it again.
      version: isPublished ? (hasDraftChanges ? 4 : 3) : 1,
      publishedVersion: isPublished ? 2 : 0,
      publishedCounter: isPublished ? 1 : 0,
      createdAt: at(seq),
      updatedAt: at(seq + (hasDraftChanges ? 600 : 1)),
      publishedAt: isPublished ? at(seq + 1) : null,
      syncSeq: seq,
    });
  };

  db.transaction(() => {
    for (const table of ['content_entities', 'content_types', 'content_tags', 'content_locales']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    const insertLocale = db.prepare(
      'INSERT INTO content_locales (code, name, is_default, fallback_code, position) VALUES (?, ?, ?, ?, ?)',
    );
    SEED_LOCALES.forEach((l, i) => {
      insertLocale.run(l.code, l.name, l.isDefault ? 1 : 0, l.fallbackCode, i);
    });
    const insertType = db.prepare(
      `INSERT INTO content_types (id, name, description, display_field, fields, created_at, updated_at, revision)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
    );
    for (const type of SEED_CONTENT_TYPES) {
      insertType.run(
        type.id,
        type.name,
        type.description,
        type.displayField,
        JSON.stringify(type.fields),
        at(0),
        at(0),
      );
    }
    const insertTag = db.prepare(
      "INSERT INTO content_tags (id, name, visibility, created_at, updated_at) VALUES (?, ?, 'public', ?, ?)",
    );
    for (const tag of TAGS) insertTag.run(tag.id, tag.name, at(0), at(0));
    for (const asset of SEED_ASSETS) {
      const svg = renderAssetSvg({
        id: asset.id,
        title: asset.title['de-DE'] ?? asset.id,
        width: asset.width,
        height: asset.height,
      });
      write(
        'Asset',
        asset.id,
        null,
        {
          title: asset.title,
          description: asset.description,
          file: v({
            url: `${base}/content-assets/${asset.id}/${asset.fileName}`,
            details: { size: Buffer.byteLength(svg), image: { width: asset.width, height: asset.height } },
            fileName: asset.fileName,
            contentType: 'image/svg+xml',
          }),
        },
        { status: 'published' },
      );
    }
    for (const entry of entries) {
      write('Entry', entry.id, entry.contentType, entry.fields, {
        status: entry.status,
        ...(entry.draftChanges ? { draftChanges: entry.draftChanges } : {}),
        ...(entry.tags ? { tags: entry.tags } : {}),
      });
    }
  })();
}
