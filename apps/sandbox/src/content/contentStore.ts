import type Database from 'better-sqlite3';
import { z } from 'zod';

/** Field values per locale code, as Contentful stores them: `{ headline: { 'de-DE': '…', 'en-GB': '…' } }`. */
export type StoredFields = Record<string, Record<string, unknown>>;
export type EntityKind = 'Entry' | 'Asset';
/** The delivery token reads published snapshots; the preview token reads drafts. */
export type ApiMode = 'delivery' | 'preview';

export interface StoredEntity {
  kind: EntityKind;
  id: string;
  contentTypeId: string | null;
  fields: StoredFields;
  publishedFields: StoredFields | null;
  tags: string[];
  version: number;
  publishedVersion: number;
  publishedCounter: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  syncSeq: number;
}

export interface StoredLocale {
  code: string;
  name: string;
  isDefault: boolean;
  fallbackCode: string | null;
}

export interface ContentTypeField {
  id: string;
  name: string;
  type: 'Symbol' | 'Text' | 'Integer' | 'Boolean' | 'Link' | 'Array' | 'Object';
  localized: boolean;
  required: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset' };
}

export interface StoredContentType {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: ContentTypeField[];
  createdAt: string;
  updatedAt: string;
  revision: number;
}

export interface StoredTag {
  id: string;
  name: string;
  visibility: string;
  createdAt: string;
  updatedAt: string;
}

const storedFieldsSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
const entityRowSchema = z.object({
  kind: z.enum(['Entry', 'Asset']),
  id: z.string(),
  content_type_id: z.string().nullable(),
  fields: z.string(),
  published_fields: z.string().nullable(),
  tags: z.string(),
  version: z.number(),
  published_version: z.number(),
  published_counter: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  sync_seq: z.number(),
});
const localeRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  is_default: z.number(),
  fallback_code: z.string().nullable(),
});
const contentTypeFieldSchema: z.ZodType<ContentTypeField> = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['Symbol', 'Text', 'Integer', 'Boolean', 'Link', 'Array', 'Object']),
  localized: z.boolean(),
  required: z.boolean(),
  linkType: z.enum(['Entry', 'Asset']).optional(),
  items: z
    .object({ type: z.enum(['Symbol', 'Link']), linkType: z.enum(['Entry', 'Asset']).optional() })
    .optional(),
});
const contentTypeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  display_field: z.string(),
  fields: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  revision: z.number(),
});
const tagRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

const toEntity = (row: unknown): StoredEntity => {
  const r = entityRowSchema.parse(row);
  return {
    kind: r.kind,
    id: r.id,
    contentTypeId: r.content_type_id,
    fields: storedFieldsSchema.parse(JSON.parse(r.fields)),
    publishedFields:
      r.published_fields === null ? null : storedFieldsSchema.parse(JSON.parse(r.published_fields)),
    tags: z.array(z.string()).parse(JSON.parse(r.tags)),
    version: r.version,
    publishedVersion: r.published_version,
    publishedCounter: r.published_counter,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    publishedAt: r.published_at,
    syncSeq: r.sync_seq,
  };
};

/** Read access to the content tables. Few rows (hundreds), so filtering beyond kind/type/id happens in memory. */
export function createContentStore(db: Database.Database) {
  const byKind = db.prepare('SELECT * FROM content_entities WHERE kind = ? ORDER BY created_at, id');
  const byKindAndType = db.prepare(
    'SELECT * FROM content_entities WHERE kind = ? AND content_type_id = ? ORDER BY created_at, id',
  );
  const byId = db.prepare('SELECT * FROM content_entities WHERE kind = ? AND id = ?');
  const sinceSeq = db.prepare(
    'SELECT * FROM content_entities WHERE sync_seq > ? ORDER BY sync_seq, kind, id',
  );
  const maxSeq = db.prepare('SELECT COALESCE(MAX(sync_seq), 0) AS seq FROM content_entities');
  const locales = db.prepare('SELECT * FROM content_locales ORDER BY position');
  const contentTypes = db.prepare('SELECT * FROM content_types ORDER BY id');
  const tags = db.prepare('SELECT * FROM content_tags ORDER BY id');

  return {
    entities(kind: EntityKind, contentTypeId?: string): StoredEntity[] {
      const rows = contentTypeId === undefined ? byKind.all(kind) : byKindAndType.all(kind, contentTypeId);
      return rows.map(toEntity);
    },
    entity(kind: EntityKind, id: string): StoredEntity | undefined {
      const row = byId.get(kind, id);
      return row === undefined ? undefined : toEntity(row);
    },
    entitiesChangedAfter(seq: number): StoredEntity[] {
      return sinceSeq.all(seq).map(toEntity);
    },
    latestSyncSeq(): number {
      return z.object({ seq: z.number() }).parse(maxSeq.get()).seq;
    },
    locales(): StoredLocale[] {
      return locales.all().map((row) => {
        const r = localeRowSchema.parse(row);
        return { code: r.code, name: r.name, isDefault: r.is_default === 1, fallbackCode: r.fallback_code };
      });
    },
    contentTypes(): StoredContentType[] {
      return contentTypes.all().map((row) => {
        const r = contentTypeRowSchema.parse(row);
        return {
          id: r.id,
          name: r.name,
          description: r.description,
          displayField: r.display_field,
          fields: z.array(contentTypeFieldSchema).parse(JSON.parse(r.fields)),
          createdAt: r.created_at,
          updatedAt: r.updated_at,
          revision: r.revision,
        };
      });
    },
    tags(): StoredTag[] {
      return tags.all().map((row) => {
        const r = tagRowSchema.parse(row);
        return {
          id: r.id,
          name: r.name,
          visibility: r.visibility,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        };
      });
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

/** What a token may see of an entity: the published snapshot (delivery) or the draft (preview); undefined hides it. */
export const visibleFields = (entity: StoredEntity, mode: ApiMode): StoredFields | undefined =>
  mode === 'preview' ? entity.fields : (entity.publishedFields ?? undefined);
