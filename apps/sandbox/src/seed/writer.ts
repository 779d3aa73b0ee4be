import type { SandboxDatabase } from '../db/open.js';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from './markets.js';

export type Translations = Record<LanguageCode, Record<string, unknown>>;

/** Writes the small, read-mostly entities (languages, countries, categories, ...) as JSON documents. */
export interface EntityWriter {
  put(
    entity: string,
    id: string,
    position: number,
    doc: Record<string, unknown>,
    translations?: Translations,
  ): void;
}

export function createEntityWriter(db: SandboxDatabase): EntityWriter {
  const insertEntity = db.prepare('INSERT INTO entity (entity, id, position, doc) VALUES (?, ?, ?, ?)');
  const insertTranslation = db.prepare(
    'INSERT INTO entity_translation (entity, id, language_id, doc) VALUES (?, ?, ?, ?)',
  );
  return {
    put(entity, id, position, doc, translations) {
      insertEntity.run(entity, id, position, JSON.stringify({ id, ...doc }));
      if (!translations) return;
      for (const code of LANGUAGE_CODES) {
        insertTranslation.run(entity, id, LANGUAGES[code].id, JSON.stringify(translations[code]));
      }
    },
  };
}

/** Same text in the three shop languages. */
export const text = (de: string, en: string, fr: string): Record<LanguageCode, string> => ({ de, en, fr });

export function translate<K extends string>(
  fields: Record<K, Record<LanguageCode, string | null>>,
): Translations {
  const result: Translations = { de: {}, en: {}, fr: {} };
  for (const [field, values] of Object.entries(fields) as [K, Record<LanguageCode, string | null>][]) {
    for (const code of LANGUAGE_CODES) result[code][field] = values[code];
  }
  return result;
}
