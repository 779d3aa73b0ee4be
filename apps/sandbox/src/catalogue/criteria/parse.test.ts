import { describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../errors.js';
import { MAX_LIMIT, parseCriteria } from './parse.js';

function failureOf(input: Record<string, unknown>): { code: string; pointer: string | undefined } {
  try {
    parseCriteria(input);
  } catch (error) {
    if (error instanceof InvalidParameterError)
      return { code: error.code, pointer: error.items[0]?.source?.pointer };
    throw error;
  }
  throw new Error('expected a 400');
}

describe('criteria parsing (Shopware RequestCriteriaBuilder rules)', () => {
  it('defaults to page 1, no limit and total-count-mode none', () => {
    expect(parseCriteria({})).toMatchObject({
      page: 1,
      limit: null,
      totalCountMode: 0,
      filter: [],
      sort: [],
    });
  });

  it.each([
    [{ limit: 0 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    [{ limit: -1 }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    [{ limit: 'ten' }, 'FRAMEWORK__INVALID_LIMIT_QUERY', '/limit'],
    [{ limit: MAX_LIMIT + 1 }, 'FRAMEWORK__QUERY_LIMIT_EXCEEDED', '/limit'],
    [{ page: 0 }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    [{ page: 'x' }, 'FRAMEWORK__INVALID_PAGE_QUERY', '/page'],
    [
      { filter: [{ type: 'between', field: 'a', value: 1 }] },
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/type',
    ],
    [{ filter: [{ type: 'equals', value: 1 }] }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter/0/field'],
    [
      { filter: [{ type: 'equals', field: "name'; DROP TABLE product; --", value: 1 }] },
      'FRAMEWORK__INVALID_FILTER_QUERY',
      '/filter/0/field',
    ],
    [{ filter: 'name=1' }, 'FRAMEWORK__INVALID_FILTER_QUERY', '/filter'],
    [{ sort: [{ field: 'name', order: 'SIDEWAYS' }] }, 'FRAMEWORK__INVALID_SORT_QUERY', '/sort/0/order'],
    [
      { aggregations: [{ name: 'x', type: 'median', field: 'price' }] },
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      '/aggregations/0/type',
    ],
    [{ 'total-count-mode': 'sometimes' }, 'FRAMEWORK__INVALID_CRITERIA_PARAMETERS', '/total-count-mode'],
    [{ associations: ['manufacturer'] }, 'FRAMEWORK__INVALID_CRITERIA_PARAMETERS', '/associations'],
  ])('rejects %j with %s at %s', (input, code, pointer) => {
    expect(failureOf(input)).toEqual({ code, pointer });
  });

  it('accepts a limit up to the Store API maximum', () => {
    expect(parseCriteria({ limit: MAX_LIMIT }).limit).toBe(MAX_LIMIT);
    expect(parseCriteria({ limit: '24' }).limit).toBe(24);
  });

  it('reads equalsAny values given as a pipe-separated string', () => {
    const criteria = parseCriteria({ filter: [{ type: 'equalsAny', field: 'id', value: 'a|b|c' }] });
    expect(criteria.filter[0]).toEqual({ type: 'equalsAny', field: 'id', value: ['a', 'b', 'c'] });
  });

  it('normalises multi and not operators case-insensitively and defaults them to and', () => {
    const criteria = parseCriteria({
      filter: [
        { type: 'multi', operator: 'OR', queries: [{ type: 'equals', field: 'a', value: 1 }] },
        { type: 'not', queries: [{ type: 'equals', field: 'a', value: 1 }] },
      ],
    });
    expect(criteria.filter.map((filter) => ('operator' in filter ? filter.operator : null))).toEqual([
      'or',
      'and',
    ]);
  });

  it('reads total-count-mode by name and by number', () => {
    expect(parseCriteria({ 'total-count-mode': 'exact' }).totalCountMode).toBe(1);
    expect(parseCriteria({ 'total-count-mode': 2 }).totalCountMode).toBe(2);
    expect(parseCriteria({ 'total-count-mode': 'none' }).totalCountMode).toBe(0);
  });

  it('reads a query-string sort such as "-price,name"', () => {
    expect(parseCriteria({ sort: '-price,name' }).sort).toEqual([
      { field: 'price', order: 'DESC', naturalSorting: false },
      { field: 'name', order: 'ASC', naturalSorting: false },
    ]);
  });

  it('reads includes given as comma-separated strings from a query string', () => {
    expect(parseCriteria({ includes: { product: 'id,name' } }).includes).toEqual({ product: ['id', 'name'] });
  });

  it('parses nested association criteria', () => {
    const criteria = parseCriteria({
      associations: { media: { limit: 2, sort: [{ field: 'position', order: 'ASC' }] } },
    });
    expect(criteria.associations.media).toMatchObject({
      limit: 2,
      sort: [{ field: 'position', order: 'ASC' }],
    });
  });

  it('refuses criteria nested deeper than ten levels instead of recursing without bound', () => {
    let filter: Record<string, unknown> = { type: 'equals', field: 'a', value: 1 };
    for (let level = 0; level < 40; level += 1)
      filter = { type: 'multi', operator: 'and', queries: [filter] };
    expect(failureOf({ filter: [filter] }).code).toBe('FRAMEWORK__INVALID_CRITERIA_PARAMETERS');
  });
});
