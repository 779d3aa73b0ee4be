import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open.js';
import { searchHits } from './search-hits.js';

function catalogue() {
  const db = openDatabase(':memory:');
  const insert = db.prepare(
    'INSERT INTO product_search_de (rowid, name, brand, keywords, number) VALUES (?, ?, ?, ?, ?)',
  );
  insert.run(1, 'Serum Vital', 'Aurora', 'gesicht', 'SW-1');
  insert.run(2, 'Nachtcreme', 'Serumwerk', 'gesicht', 'SW-2');
  insert.run(3, 'Duschgel', 'Aurora', 'serum körper', 'SW-3');
  return db;
}

describe('searchHits', () => {
  it('ranks name matches above manufacturer and keyword matches', () => {
    const db = catalogue();
    expect(searchHits(db, 'product_search_de', '"serum"*').pks).toEqual([1, 2, 3]);
    db.close();
  });

  it('answers a repeated term with the same hits object, so per-term figures can be kept beside it', () => {
    const db = catalogue();
    const first = searchHits(db, 'product_search_de', '"aurora"*');
    expect(searchHits(db, 'product_search_de', '"aurora"*')).toBe(first);
    expect(searchHits(db, 'product_search_de', '"duschgel"*')).not.toBe(first);
    db.close();
  });

  it('keeps terms apart per database', () => {
    const one = catalogue();
    const other = openDatabase(':memory:');
    expect(searchHits(one, 'product_search_de', '"serum"*').pks).toHaveLength(3);
    expect(searchHits(other, 'product_search_de', '"serum"*').pks).toEqual([]);
    one.close();
    other.close();
  });
});
