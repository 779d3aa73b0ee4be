import type { Doc } from '../entities/store.js';
import type { Aggregation, Criteria, Filter } from './types.js';
import { compareValues, looselyEquals, valuesAt } from './values.js';

export interface SearchOutcome<T> {
  elements: T[];
  total: number;
  aggregations: Record<string, Doc>;
}

export interface MemoryEntityOptions {
  /** Shopware accepts fields prefixed by the entity name (`country.iso`). */
  entity: string;
  /** Resolves `entity` aggregations: definition and ids to rendered entities. */
  resolveEntities?: (definition: string, ids: string[]) => Doc[];
}

const pathOf = (field: string, entity: string) =>
  (field.startsWith(`${entity}.`) ? field.slice(entity.length + 1) : field).split('.');

export function matchesFilter(item: Doc, filter: Filter, entity: string): boolean {
  switch (filter.type) {
    case 'equals':
      return (
        valuesAt(item, pathOf(filter.field, entity)).some((value) => looselyEquals(value, filter.value)) ||
        (filter.value === null && valuesAt(item, pathOf(filter.field, entity)).length === 0)
      );
    case 'equalsAny': {
      const values = valuesAt(item, pathOf(filter.field, entity));
      return values.some((value) => filter.value.some((expected) => looselyEquals(value, expected)));
    }
    case 'contains':
    case 'prefix':
    case 'suffix': {
      const needle = filter.value.toLowerCase();
      return valuesAt(item, pathOf(filter.field, entity)).some((value) => {
        if (value === null || value === undefined || typeof value === 'object') return false;
        const text = String(value).toLowerCase();
        return filter.type === 'contains'
          ? text.includes(needle)
          : filter.type === 'prefix'
            ? text.startsWith(needle)
            : text.endsWith(needle);
      });
    }
    case 'range':
      return valuesAt(item, pathOf(filter.field, entity)).some((value) => {
        if (value === null || value === undefined) return false;
        const { gt, gte, lt, lte } = filter.parameters;
        const compare = (bound: number | string) =>
          compareValues(value, typeof value === 'number' ? Number(bound) : bound, true);
        return (
          (gt === undefined || compare(gt) > 0) &&
          (gte === undefined || compare(gte) >= 0) &&
          (lt === undefined || compare(lt) < 0) &&
          (lte === undefined || compare(lte) <= 0)
        );
      });
    case 'multi': {
      const results = filter.queries.map((query) => matchesFilter(item, query, entity));
      if (filter.operator === 'or') return results.some(Boolean);
      if (filter.operator === 'xor') return results.filter(Boolean).length === 1;
      return results.every(Boolean);
    }
    case 'not': {
      const results = filter.queries.map((query) => matchesFilter(item, query, entity));
      return !(filter.operator === 'or' ? results.some(Boolean) : results.every(Boolean));
    }
  }
}

function aggregate(items: Doc[], aggregation: Aggregation, options: MemoryEntityOptions): Doc {
  const apiAlias = `${aggregation.name}_aggregation`;
  if (aggregation.type === 'filter') {
    const filtered = items.filter((item) =>
      aggregation.filter.every((filter) => matchesFilter(item, filter, options.entity)),
    );
    return aggregate(filtered, aggregation.aggregation, options);
  }
  const values = items
    .flatMap((item) => valuesAt(item, pathOf(aggregation.field, options.entity)))
    .filter((value) => value !== null && value !== undefined);
  switch (aggregation.type) {
    case 'terms': {
      const counts = new Map<string, number>();
      for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
      let buckets = [...counts.entries()].map(([key, count]) => ({
        key,
        count,
        apiAlias: 'aggregation_bucket',
      }));
      const sort = aggregation.sort?.[0];
      buckets.sort(
        (a, b) =>
          (sort?.field.endsWith('count') ? a.count - b.count : compareValues(a.key, b.key, true)) *
          (sort?.order === 'DESC' ? -1 : 1),
      );
      if (aggregation.limit) buckets = buckets.slice(0, aggregation.limit);
      return { buckets, apiAlias };
    }
    case 'entity': {
      const ids = [...new Set(values.map(String))];
      return { entities: options.resolveEntities?.(aggregation.definition, ids) ?? [], apiAlias };
    }
    case 'count':
      return { count: values.length, apiAlias };
    default: {
      const numbers = values.map(Number).filter(Number.isFinite);
      const sum = numbers.reduce((total, value) => total + value, 0);
      const stats = {
        min: numbers.length ? Math.min(...numbers) : null,
        max: numbers.length ? Math.max(...numbers) : null,
        avg: numbers.length ? sum / numbers.length : null,
        sum,
      };
      if (aggregation.type === 'stats') return { ...stats, apiAlias };
      return { [aggregation.type]: stats[aggregation.type], apiAlias };
    }
  }
}

/**
 * Applies criteria to a small in-memory collection with the semantics of Shopware's DAL: filter and
 * post-filter, aggregations over the filtered (not post-filtered) set, sort, then page.
 */
export function searchInMemory<T extends Doc>(
  items: readonly T[],
  criteria: Criteria,
  options: MemoryEntityOptions,
): SearchOutcome<T> {
  let matching = items.filter((item) =>
    criteria.filter.every((filter) => matchesFilter(item, filter, options.entity)),
  );
  if (criteria.ids) {
    const wanted = new Set(criteria.ids.map((id) => id.toLowerCase()));
    matching = matching.filter((item) => wanted.has(String(item.id)));
  }
  if (criteria.term) {
    const needle = criteria.term.toLowerCase();
    matching = matching.filter((item) =>
      JSON.stringify(item.translated ?? item)
        .toLowerCase()
        .includes(needle),
    );
  }
  const aggregations: Record<string, Doc> = {};
  for (const aggregation of criteria.aggregations)
    aggregations[aggregation.name] = aggregate(matching, aggregation, options);
  const visible = matching.filter((item) =>
    criteria.postFilter.every((filter) => matchesFilter(item, filter, options.entity)),
  );
  if (criteria.sort.length) {
    visible.sort((a, b) => {
      for (const sort of criteria.sort) {
        const path = pathOf(sort.field, options.entity);
        const result = compareValues(valuesAt(a, path)[0], valuesAt(b, path)[0], sort.naturalSorting);
        if (result !== 0) return sort.order === 'DESC' ? -result : result;
      }
      return 0;
    });
  }
  const start = criteria.limit ? (criteria.page - 1) * criteria.limit : 0;
  const elements = criteria.limit ? visible.slice(start, start + criteria.limit) : visible;
  return { elements, total: visible.length, aggregations };
}
