import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../errors.js';
import { parseCriteria } from './parse.js';
import { compileFilters, type SqlFieldMap } from './sql.js';

const db = new Database(':memory:');
db.exec(`CREATE TABLE item (pk INTEGER PRIMARY KEY, name TEXT, price REAL, active INTEGER);
  CREATE TABLE item_tag (product_pk INTEGER, tag TEXT);
  INSERT INTO item VALUES (1, 'Rose Serum', 20, 1), (2, 'Rose Cream 50%', 35, 0), (3, 'Night Cream', 50, 1), (4, NULL, 10, 1);
  INSERT INTO item_tag VALUES (1, 'vegan'), (3, 'vegan'), (3, 'refill');`);
afterAll(() => db.close());

const map: SqlFieldMap = {
  entity: 'item',
  fields: {
    name: { kind: 'scalar', sql: 'p.name', type: 'text' },
    price: { kind: 'scalar', sql: 'p.price', type: 'price' },
    active: { kind: 'scalar', sql: 'p.active', type: 'bool' },
    tags: { kind: 'many', table: 'item_tag', column: 'tag', owner: 'p.pk' },
  },
};

function run(filter: unknown, currencyFactor = 1): number[] {
  const criteria = parseCriteria({ filter: [filter] });
  const context = { params: [] as unknown[], joins: new Set<string>(), currencyFactor };
  const where = compileFilters(criteria.filter, map, context, '/filter').join(' AND ');
  return db
    .prepare(`SELECT pk FROM item p WHERE ${where} ORDER BY pk`)
    .pluck()
    .all(...context.params) as number[];
}

describe('criteria compiled to SQL', () => {
  it.each([
    ['equals text, case-insensitive', { type: 'equals', field: 'name', value: 'rose serum' }, [1]],
    ['equals null', { type: 'equals', field: 'name', value: null }, [4]],
    ['equals boolean', { type: 'equals', field: 'active', value: false }, [2]],
    ['equalsAny', { type: 'equalsAny', field: 'price', value: [10, 50] }, [3, 4]],
    ['contains treats % and _ literally', { type: 'contains', field: 'name', value: '50%' }, [2]],
    ['prefix', { type: 'prefix', field: 'name', value: 'Rose' }, [1, 2]],
    ['suffix', { type: 'suffix', field: 'name', value: 'cream' }, [3]],
    ['range', { type: 'range', field: 'price', parameters: { gt: 10, lte: 35 } }, [1, 2]],
    [
      'a to-many field matches when any link matches',
      { type: 'equals', field: 'tags', value: 'refill' },
      [3],
    ],
    ['equalsAny on a to-many field', { type: 'equalsAny', field: 'tags', value: ['vegan', 'none'] }, [1, 3]],
    [
      'not or',
      {
        type: 'not',
        operator: 'or',
        queries: [
          { type: 'equals', field: 'tags', value: 'vegan' },
          { type: 'equals', field: 'price', value: 10 },
        ],
      },
      [2],
    ],
    // A NULL operand makes the whole xor NULL, as MySQL's XOR does, so item 4 (no name) does not match.
    [
      'multi xor',
      {
        type: 'multi',
        operator: 'xor',
        queries: [
          { type: 'equals', field: 'active', value: true },
          { type: 'prefix', field: 'name', value: 'Rose' },
        ],
      },
      [2, 3],
    ],
  ])('%s', (_title, filter, expected) => {
    expect(run(filter)).toEqual(expected);
  });

  it('reads price bounds in the context currency', () => {
    // 32 CHF at a factor of 0.94 is about 34.04 EUR; 33 CHF (35.11 EUR) is more than item 2 costs.
    expect(run({ type: 'range', field: 'price', parameters: { gte: 32 } }, 0.94)).toEqual([2, 3]);
    expect(run({ type: 'range', field: 'price', parameters: { gte: 33 } }, 0.94)).toEqual([3]);
  });

  it('keeps values out of the SQL text, so SQL in a value is only ever compared', () => {
    expect(run({ type: 'equals', field: 'name', value: "x' OR '1'='1" })).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) FROM item').pluck().get()).toBe(4);
  });

  it('answers an unknown field with FRAMEWORK__UNMAPPED_FIELD', () => {
    expect(() => run({ type: 'equals', field: 'colour', value: 'red' })).toThrow(InvalidParameterError);
    try {
      run({ type: 'equals', field: 'colour', value: 'red' });
    } catch (error) {
      expect((error as InvalidParameterError).code).toBe('FRAMEWORK__UNMAPPED_FIELD');
    }
  });
});
