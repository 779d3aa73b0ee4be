import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.js';
import { listSeedCatalogueRefs } from './catalogue-refs.js';
import { seedDatabase } from './index.js';

function checksum(products: number): string {
  const db = openDatabase(':memory:');
  seedDatabase(db, { products });
  const hash = createHash('sha256');
  for (const table of [
    'entity',
    'entity_translation',
    'product',
    'product_translation',
    'product_category',
    'product_property',
    'product_review',
    'seo_path',
  ]) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().iterate())
      hash.update(JSON.stringify(row));
  }
  db.close();
  return hash.digest('hex');
}

describe('demo catalogue seed', () => {
  it('is identical on every run', () => {
    expect(checksum(200)).toBe(checksum(200));
  });

  it('builds a three-level category tree, about 40 brands and variants in sizes and shades', () => {
    const db = openDatabase(':memory:');
    const report = seedDatabase(db, { products: 500 });
    expect(report.productRows).toBeGreaterThan(500);
    const levels = db
      .prepare("SELECT MAX(json_extract(doc, '$.level')) FROM entity WHERE entity = 'category'")
      .pluck()
      .get();
    expect(levels).toBe(4);
    expect(
      db.prepare("SELECT COUNT(*) FROM entity WHERE entity = 'product_manufacturer'").pluck().get(),
    ).toBe(40);
    const variantKinds = db
      .prepare(
        "SELECT DISTINCT g.id FROM product p, json_each(p.doc, '$.optionIds') o JOIN entity g ON g.entity = 'property_group' AND g.id = (SELECT json_extract(doc, '$.groupId') FROM entity WHERE entity = 'property_group_option' AND id = o.value)",
      )
      .pluck()
      .all();
    expect(variantKinds).toHaveLength(2);
    expect(db.prepare('SELECT COUNT(*) FROM product WHERE available = 0').pluck().get()).toBeGreaterThan(0);
    expect(
      db.prepare("SELECT COUNT(*) FROM product WHERE json_extract(doc, '$.digital') = 1").pluck().get(),
    ).toBeGreaterThan(0);
    db.close();
  });

  it('lists the names (German, English, French) and German SEO paths of categories and products for content seeds', () => {
    const db = openDatabase(':memory:');
    seedDatabase(db, { products: 50 });
    const refs = listSeedCatalogueRefs(db);
    expect(refs.products).toHaveLength(50);
    expect(refs.products[0]).toMatchObject({ productNumber: 'BS100000' });
    const face = refs.categories.find((category) => category.name === 'Gesichtspflege');
    expect(face?.seoPath).toBe('Hautpflege/Gesichtspflege/');
    expect(face?.names.en).toBeTruthy();
    expect(face?.names.fr).toBeTruthy();
    expect(face?.names.en).not.toBe('Gesichtspflege');
    db.close();
  });
});
