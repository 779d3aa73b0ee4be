import type { SandboxDatabase } from '../db/open.js';
import { LANGUAGES } from './markets.js';

export interface SeedCatalogueRefs {
  /** `name` is the German one; `names` the English and French, where the category has them. */
  categories: { id: string; name: string; seoPath: string; names: { en?: string; fr?: string } }[];
  products: { id: string; productNumber: string; name: string }[];
}

/**
 * Names and German SEO paths of the seeded catalogue, for seeds that link to it (e.g. the content API, whose
 * category tiles are titled in each language as an editor would title them).
 */
export function listSeedCatalogueRefs(db: SandboxDatabase): SeedCatalogueRefs {
  const german = LANGUAGES.de.id;
  const rows = db
    .prepare(
      `SELECT e.id AS id, json_extract(t.doc, '$.name') AS name, COALESCE(s.seo_path_info, '') AS seoPath,
         json_extract(en.doc, '$.name') AS en, json_extract(fr.doc, '$.name') AS fr
       FROM entity e JOIN entity_translation t ON t.entity = e.entity AND t.id = e.id AND t.language_id = ?
       LEFT JOIN entity_translation en ON en.entity = e.entity AND en.id = e.id AND en.language_id = ?
       LEFT JOIN entity_translation fr ON fr.entity = e.entity AND fr.id = e.id AND fr.language_id = ?
       LEFT JOIN seo_path s ON s.foreign_key = e.id AND s.language_id = ?
       WHERE e.entity = 'category' ORDER BY e.position`,
    )
    .all(german, LANGUAGES.en.id, LANGUAGES.fr.id, german) as {
    id: string;
    name: string;
    seoPath: string;
    en: string | null;
    fr: string | null;
  }[];
  const categories = rows.map(({ en, fr, ...category }) => ({
    ...category,
    names: { ...(en ? { en } : {}), ...(fr ? { fr } : {}) },
  }));
  const products = db
    .prepare(
      `SELECT p.id AS id, p.product_number AS productNumber, t.name AS name
       FROM product p JOIN product_translation t ON t.product_pk = p.pk AND t.language_id = ?
       WHERE p.listed = 1 ORDER BY p.pk`,
    )
    .all(german) as SeedCatalogueRefs['products'];
  return { categories, products };
}
