import type { SandboxDatabase } from '../../db/open.js';

export type Doc = Record<string, unknown>;

export interface StoredEntity {
  readonly id: string;
  readonly position: number;
  /** Untranslated fields; keys starting with `_` are sandbox-internal and never sent. */
  readonly doc: Doc;
  readonly translations: ReadonlyMap<string, Doc>;
}

/**
 * The small, read-mostly entities (languages, countries, categories, manufacturers, ...) are held in memory:
 * there are a few hundred of them and every request reads several.
 */
export class EntityStore {
  readonly #byEntity = new Map<string, StoredEntity[]>();
  readonly #byId = new Map<string, StoredEntity>();
  /** Rendered entities per language chain; the seeded entities do not change while the sandbox runs. */
  readonly #rendered = new Map<string, Doc>();

  constructor(db: SandboxDatabase) {
    const translations = new Map<string, Map<string, Doc>>();
    const translationRows = db
      .prepare('SELECT entity, id, language_id AS languageId, doc FROM entity_translation')
      .all() as { entity: string; id: string; languageId: string; doc: string }[];
    for (const row of translationRows) {
      const key = `${row.entity}:${row.id}`;
      let map = translations.get(key);
      if (!map) {
        map = new Map();
        translations.set(key, map);
      }
      map.set(row.languageId, JSON.parse(row.doc) as Doc);
    }
    const rows = db
      .prepare('SELECT entity, id, position, doc FROM entity ORDER BY entity, position')
      .all() as {
      entity: string;
      id: string;
      position: number;
      doc: string;
    }[];
    for (const row of rows) {
      const stored: StoredEntity = {
        id: row.id,
        position: row.position,
        doc: JSON.parse(row.doc) as Doc,
        translations: translations.get(`${row.entity}:${row.id}`) ?? new Map(),
      };
      let list = this.#byEntity.get(row.entity);
      if (!list) {
        list = [];
        this.#byEntity.set(row.entity, list);
      }
      list.push(stored);
      this.#byId.set(`${row.entity}:${row.id}`, stored);
    }
  }

  list(entity: string): readonly StoredEntity[] {
    return this.#byEntity.get(entity) ?? [];
  }

  get(entity: string, id: string): StoredEntity | undefined {
    return this.#byId.get(`${entity}:${id}`);
  }

  /** The entity as Shopware sends it: translated fields resolved for the language chain, plus `translated`. */
  /** A fresh top-level object each call (callers add fields such as seoUrls); nested values are shared. */
  render(entity: string, id: string, languageIdChain: readonly string[]): Doc | undefined {
    const key = `${entity}:${id}:${languageIdChain.join(',')}`;
    let rendered = this.#rendered.get(key);
    if (!rendered) {
      const stored = this.get(entity, id);
      if (!stored) return undefined;
      rendered = renderStored(stored, languageIdChain);
      this.#rendered.set(key, rendered);
    }
    return { ...rendered };
  }

  renderAll(entity: string, languageIdChain: readonly string[]): Doc[] {
    return this.list(entity).flatMap((stored): Doc[] => {
      const rendered = this.render(entity, stored.id, languageIdChain);
      return rendered ? [rendered] : [];
    });
  }
}

export function translationOf(stored: StoredEntity, languageIdChain: readonly string[]): Doc {
  for (const languageId of languageIdChain) {
    const translation = stored.translations.get(languageId);
    if (translation) return translation;
  }
  return stored.translations.values().next().value ?? {};
}

export function renderStored(stored: StoredEntity, languageIdChain: readonly string[]): Doc {
  const translated = translationOf(stored, languageIdChain);
  const result: Doc = {};
  for (const [key, value] of Object.entries(stored.doc)) {
    if (!key.startsWith('_')) result[key] = value;
  }
  for (const [key, value] of Object.entries(translated)) {
    if (!key.startsWith('_')) result[key] = value;
  }
  result.customFields = (stored.doc.customFields as Doc | undefined) ?? {};
  result.translated = { ...translated, customFields: result.customFields };
  return result;
}
