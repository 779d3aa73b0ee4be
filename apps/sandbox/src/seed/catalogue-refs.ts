import type { SandboxDatabase } from '../db/open.js';
import { LANGUAGES } from './markets.js';

export interface SeedCatalogueRefs {
  categories: { id: string; name: string; seoPath: string }[];
  products: { id: string; productNumber: string; name: string }[];
}

/** German names and SEO paths of the seeded catalogue, for seeds that link to it (e.g. the content API). */
export function listSeedCatalogueRefs(db: SandboxDatabase): SeedCatalogueRefs {
  const german = LANGUAGES.de.id;
  const categories = db
    .prepare(
      `SELECT e.id AS id, json_extract(t.doc, '$.name') AS name, COALESCE(s.seo_path_info, '') AS seoPath
       FROM entity e JOIN entity_translation t ON t.entity = e.entity AND t.id = e.id AND t.language_id = ?
       LEFT JOIN seo_path s ON s.foreign_key = e.id AND s.language_id = ?
       WHERE e.entity = 'category' ORDER BY e.position`,
    )
    .all(german, german) as SeedCatalogueRefs['categories'];
  const products = db
    .prepare(
      `SELECT p.id AS id, p.product_number AS productNumber, t.name AS name
       FROM product p JOIN product_translation t ON t.product_pk = p.pk AND t.language_id = ?
       WHERE p.listed = 1 ORDER BY p.pk`,
    )
    .all(german) as SeedCatalogueRefs['products'];
  return { categories, products };
}
