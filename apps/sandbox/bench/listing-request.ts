import type { SandboxDatabase } from '../src/db/open.js';

/** An entity's id by its seed key, in plain SQL (the load generator builds no entity store while it measures). */
export function entityIdOf(db: SandboxDatabase, entity: string, key: string): string {
  return String(
    db
      .prepare("SELECT id FROM entity WHERE entity = ? AND json_extract(doc, '$._key') = ?")
      .pluck()
      .get(entity, key) ?? '',
  );
}

/** The benchmarked listing: skincare, three brands, one property, a price range, sorted by price. */
export function benchListing(db: SandboxDatabase): { categoryId: string; body: Record<string, unknown> } {
  const brands = db
    .prepare("SELECT id FROM entity WHERE entity = 'product_manufacturer' ORDER BY position LIMIT 3")
    .pluck()
    .all() as string[];
  return {
    categoryId: entityIdOf(db, 'category', 'skincare'),
    body: {
      manufacturer: brands.join('|'),
      properties: entityIdOf(db, 'property_group_option', 'dry'),
      order: 'price-asc',
      limit: 24,
      'min-price': 5,
      'max-price': 80,
    },
  };
}
