import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SandboxDatabase } from '../../db/open.js';
import { seedDatabase } from '../../seed/index.js';
import { LANGUAGES } from '../../seed/markets.js';
import { searchHits } from './search-hits.js';
import { type SearchMatch, toSearchMatch } from './search-query.js';

const DE = LANGUAGES.de.id;
const FR = LANGUAGES.fr.id;

function match(term: string): SearchMatch {
  const built = toSearchMatch(term);
  if (!built) throw new Error(`no match for ${term}`);
  return built;
}

function handMadeCatalogue() {
  const db = openDatabase(':memory:');
  for (const table of ['product_search_de', 'product_parts_de']) {
    const insert = db.prepare(
      `INSERT INTO ${table} (rowid, name, brand, keywords, number) VALUES (?, ?, ?, ?, ?)`,
    );
    insert.run(1, 'Serum Vital', 'Aurora', 'gesicht', 'SW-1');
    insert.run(2, 'Nachtcreme', 'Serumwerk', 'gesicht', 'SW-2');
    insert.run(3, 'Duschgel', 'Aurora', 'serum körper', 'SW-3');
  }
  return db;
}

describe('searchHits', () => {
  it('ranks name matches above manufacturer and keyword matches', () => {
    const db = handMadeCatalogue();
    expect(searchHits(db, DE, match('serum')).pks).toEqual([1, 2, 3]);
    db.close();
  });

  it('answers a repeated term with the same hits object, so per-term figures can be kept beside it', () => {
    const db = handMadeCatalogue();
    const first = searchHits(db, DE, match('aurora'));
    expect(searchHits(db, DE, match('aurora'))).toBe(first);
    expect(searchHits(db, DE, match('duschgel'))).not.toBe(first);
    db.close();
  });

  it('keeps terms apart per database', () => {
    const one = handMadeCatalogue();
    const other = openDatabase(':memory:');
    expect(searchHits(one, DE, match('serum')).pks).toHaveLength(3);
    expect(searchHits(other, DE, match('serum')).pks).toEqual([]);
    one.close();
    other.close();
  });

  it('finds a two-letter word by the beginning of whole words, which trigrams cannot', () => {
    const db = handMadeCatalogue();
    expect(match('gesicht öl').index).toBe('words');
    expect(searchHits(db, DE, match('du')).pks).toEqual([3]);
    db.close();
  });
});

describe('issue 18: search finds the parts of German and French compound words, names first', () => {
  let db: SandboxDatabase;
  const names = (languageId: string, pks: readonly number[]) =>
    pks.map(
      (pk) =>
        db
          .prepare('SELECT name FROM product_translation WHERE product_pk = ? AND language_id = ?')
          .pluck()
          .get(pk, languageId) as string,
    );
  const plain = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();

  /** The names of a term's hits, and how many of them lead with the term in their name. */
  function search(languageId: string, term: string) {
    const hits = names(languageId, searchHits(db, languageId, match(term)).pks);
    const firstWithout = hits.findIndex((name) => !plain(name).includes(plain(term)));
    const named = firstWithout === -1 ? hits.length : firstWithout;
    const namedLater = hits.slice(named).filter((name) => plain(name).includes(plain(term)));
    return { hits, named, namedLater };
  }

  beforeAll(() => {
    db = openDatabase(':memory:');
    seedDatabase(db, { products: 600 });
  });
  afterAll(() => db.close());

  it("'creme' on the German shop lists the creams first, Feuchtigkeitscreme and Augencreme among them", () => {
    const { hits, named, namedLater } = search(DE, 'creme');
    expect(named).toBeGreaterThanOrEqual(20);
    expect(namedLater).toEqual([]);
    const leading = hits.slice(0, named).join(' ');
    expect(leading).toContain('Feuchtigkeitscreme');
    expect(leading).toContain('Augencreme');
    // Masks found only through their category (Crememasken) come after every cream.
    expect(hits.length).toBeGreaterThan(named);
  });

  it.each([
    [DE, 'serum'],
    [DE, 'lippenstift'],
    [FR, 'crème'],
    [FR, 'sérum'],
  ])('in %s, %s lists the products named so before any other', (languageId, term) => {
    const { named, namedLater } = search(languageId, term);
    expect(named).toBeGreaterThanOrEqual(5);
    expect(namedLater).toEqual([]);
  });

  it("'creme' and 'crème' find the same French products: accents are not required", () => {
    expect(searchHits(db, FR, match('creme')).pks).toEqual(searchHits(db, FR, match('crème')).pks);
  });
});
