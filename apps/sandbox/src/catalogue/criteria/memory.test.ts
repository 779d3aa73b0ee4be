import { describe, expect, it } from 'vitest';
import { searchInMemory } from './memory.js';
import { parseCriteria } from './parse.js';

const countries = [
  {
    id: 'a1',
    iso: 'DE',
    position: 1,
    active: true,
    tax: 19,
    translated: { name: 'Deutschland' },
    name: 'Deutschland',
    states: [{ shortCode: 'DE-BY' }],
  },
  {
    id: 'b2',
    iso: 'AT',
    position: 2,
    active: true,
    tax: 20,
    translated: { name: 'Österreich' },
    name: 'Österreich',
    states: [{ shortCode: 'AT-9' }],
  },
  {
    id: 'c3',
    iso: 'CH',
    position: 3,
    active: false,
    tax: 8.1,
    translated: { name: 'Schweiz' },
    name: 'Schweiz',
    states: [],
  },
  {
    id: 'd4',
    iso: 'FR',
    position: 4,
    active: true,
    tax: null,
    translated: { name: 'Frankreich' },
    name: 'Frankreich',
    states: [],
  },
];

const search = (input: Record<string, unknown>) =>
  searchInMemory(countries, parseCriteria(input), { entity: 'country' });
const isos = (input: Record<string, unknown>) => search(input).elements.map((country) => country.iso);

describe('criteria on in-memory entities, as Shopware filters', () => {
  it.each([
    ['equals on a string, case-insensitive', { type: 'equals', field: 'iso', value: 'de' }, ['DE']],
    ['equals with the entity prefix', { type: 'equals', field: 'country.iso', value: 'AT' }, ['AT']],
    [
      'equals true matches "1" and true alike',
      { type: 'equals', field: 'active', value: '1' },
      ['DE', 'AT', 'FR'],
    ],
    ['equals null matches missing values', { type: 'equals', field: 'tax', value: null }, ['FR']],
    ['equalsAny', { type: 'equalsAny', field: 'iso', value: ['CH', 'FR', 'XX'] }, ['CH', 'FR']],
    ['contains on the translated name', { type: 'contains', field: 'name', value: 'reich' }, ['AT', 'FR']],
    ['prefix', { type: 'prefix', field: 'name', value: 'de' }, ['DE']],
    ['suffix', { type: 'suffix', field: 'name', value: 'ReIcH' }, ['AT', 'FR']],
    ['range with gte and lt', { type: 'range', field: 'tax', parameters: { gte: 10, lt: 20 } }, ['DE']],
    ['a to-many path fans out', { type: 'equals', field: 'states.shortCode', value: 'AT-9' }, ['AT']],
    [
      'multi or',
      {
        type: 'multi',
        operator: 'or',
        queries: [
          { type: 'equals', field: 'iso', value: 'DE' },
          { type: 'equals', field: 'iso', value: 'CH' },
        ],
      },
      ['DE', 'CH'],
    ],
    [
      'multi and',
      {
        type: 'multi',
        operator: 'and',
        queries: [
          { type: 'equals', field: 'active', value: true },
          { type: 'range', field: 'tax', parameters: { gt: 19 } },
        ],
      },
      ['AT'],
    ],
    [
      'multi xor',
      {
        type: 'multi',
        operator: 'xor',
        queries: [
          { type: 'equals', field: 'active', value: true },
          { type: 'equals', field: 'iso', value: 'DE' },
        ],
      },
      ['AT', 'FR'],
    ],
    [
      'not with and: none of all',
      {
        type: 'not',
        operator: 'and',
        queries: [
          { type: 'equals', field: 'active', value: true },
          { type: 'equals', field: 'iso', value: 'DE' },
        ],
      },
      ['AT', 'CH', 'FR'],
    ],
    [
      'not with or: none of any',
      {
        type: 'not',
        operator: 'or',
        queries: [
          { type: 'equals', field: 'iso', value: 'DE' },
          { type: 'equals', field: 'iso', value: 'CH' },
        ],
      },
      ['AT', 'FR'],
    ],
  ])('%s', (_title, filter, expected) => {
    expect(isos({ filter: [filter] })).toEqual(expected);
  });

  it('sorts ascending with nulls first, as MySQL does, and descending', () => {
    expect(isos({ sort: [{ field: 'tax', order: 'ASC' }] })).toEqual(['FR', 'CH', 'DE', 'AT']);
    expect(isos({ sort: [{ field: 'tax', order: 'DESC' }] })).toEqual(['AT', 'DE', 'CH', 'FR']);
  });

  it('pages with limit and page and reports the total of all matches', () => {
    const result = search({ limit: 2, page: 2, sort: [{ field: 'position', order: 'ASC' }] });
    expect(result.elements.map((country) => country.iso)).toEqual(['CH', 'FR']);
    expect(result.total).toBe(4);
  });

  it('computes aggregations before post-filters and returns only post-filtered elements', () => {
    const result = search({
      'post-filter': [{ type: 'equals', field: 'iso', value: 'DE' }],
      aggregations: [
        { name: 'active', type: 'terms', field: 'active' },
        { name: 'tax', type: 'stats', field: 'tax' },
        { name: 'highest', type: 'max', field: 'tax' },
        { name: 'states', type: 'count', field: 'states.shortCode' },
      ],
    });
    expect(result.elements.map((country) => country.iso)).toEqual(['DE']);
    expect(result.aggregations.active).toMatchObject({
      buckets: [
        { key: 'false', count: 1 },
        { key: 'true', count: 3 },
      ],
    });
    expect(result.aggregations.tax).toMatchObject({ min: 8.1, max: 20, sum: 47.1 });
    expect(result.aggregations.highest).toMatchObject({ max: 20, apiAlias: 'highest_aggregation' });
    expect(result.aggregations.states).toMatchObject({ count: 2 });
  });

  it('restricts to ids', () => {
    expect(isos({ ids: ['b2', 'd4'] })).toEqual(['AT', 'FR']);
  });
});
