import { invalidQuery } from './contentApiError.js';
import type { ContentfulEntity } from './serializeEntity.js';

type FilterOperator = 'eq' | 'ne' | 'in' | 'nin' | 'exists';

export interface EntityFilter {
  path: string[];
  operator: FilterOperator;
  values: string[];
}

/** The collection query the shop sends (spec 7.3), parsed and bounded as the Content Delivery API bounds it. */
export interface EntityQuery {
  locale: string | undefined;
  contentType: string | undefined;
  include: number;
  limit: number;
  skip: number;
  select: string[][] | undefined;
  order: { path: string[]; descending: boolean }[];
  filters: EntityFilter[];
}

const MAX_LIMIT = 1000;
const MAX_INCLUDE = 10;
const PASSED_THROUGH = new Set([
  'access_token',
  'locale',
  'content_type',
  'include',
  'limit',
  'skip',
  'select',
  'order',
]);
const FILTER_KEY = /^((?:sys|fields|metadata)(?:\.[A-Za-z0-9_]+)+)(?:\[(ne|in|nin|exists)\])?$/;

const integerParam = (
  name: string,
  raw: string | null,
  fallback: number,
  min: number,
  max: number,
): number => {
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw invalidQuery(name, raw, `${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw invalidQuery(name, raw, `${name} must be between ${min} and ${max}`);
  return value;
};

export function parseEntityQuery(
  params: URLSearchParams,
  options: { kind: 'Entry' | 'Asset'; defaultInclude: number },
): EntityQuery {
  for (const key of new Set(params.keys())) {
    if (params.getAll(key).length > 1)
      throw invalidQuery(key, params.getAll(key), 'each parameter may appear once');
  }
  const filters: EntityFilter[] = [];
  for (const [key, value] of params) {
    if (PASSED_THROUGH.has(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (!match?.[1]) {
      if (/^(sys|fields|metadata)\b/.test(key)) throw invalidQuery(key, value, 'unsupported filter');
      continue;
    }
    const operator = (match[2] ?? 'eq') as FilterOperator;
    const values = operator === 'in' || operator === 'nin' ? value.split(',') : [value];
    if (operator === 'exists' && value !== 'true' && value !== 'false') throw invalidQuery(key, value);
    filters.push({ path: match[1].split('.'), operator, values });
  }
  const contentType = params.get('content_type') ?? undefined;
  if (options.kind === 'Entry' && contentType === undefined && filters.some((f) => f.path[0] === 'fields')) {
    throw invalidQuery('content_type', undefined, 'a filter on fields needs a content_type');
  }
  const selectRaw = params.get('select');
  const select = selectRaw === null ? undefined : selectRaw.split(',').map((s) => s.trim().split('.'));
  if (select?.some((p) => p.length > 2 || !['sys', 'fields', 'metadata'].includes(p[0] ?? ''))) {
    throw invalidQuery(
      'select',
      selectRaw,
      'select supports sys, fields and metadata paths of depth 2 at most',
    );
  }
  const order = (params.get('order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const descending = term.startsWith('-');
      const path = (descending ? term.slice(1) : term).split('.');
      if (!['sys', 'fields'].includes(path[0] ?? '') || path.length < 2) throw invalidQuery('order', term);
      return { path, descending };
    });
  return {
    locale: params.get('locale') ?? undefined,
    contentType,
    include: integerParam('include', params.get('include'), options.defaultInclude, 0, MAX_INCLUDE),
    limit: integerParam('limit', params.get('limit'), 100, 0, MAX_LIMIT),
    skip: integerParam('skip', params.get('skip'), 0, 0, Number.MAX_SAFE_INTEGER),
    select,
    order,
    filters,
  };
}

const valueAt = (entity: ContentfulEntity, path: string[]): unknown => {
  let current: unknown = entity;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
};

/** Scalars as the API compares them; a link compares by its id (so `fields.author.sys.id` style stays cheap). */
const comparable = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(comparable);
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') {
    const sys = (value as { sys?: { id?: unknown } }).sys;
    return typeof sys?.id === 'string' ? [sys.id] : [];
  }
  return [String(value)];
};

const operators: Record<FilterOperator, (actual: string[], values: string[]) => boolean> = {
  eq: (actual, values) => actual.includes(values[0] ?? ''),
  ne: (actual, values) => !actual.includes(values[0] ?? ''),
  in: (actual, values) => values.some((v) => actual.includes(v)),
  nin: (actual, values) => !values.some((v) => actual.includes(v)),
  exists: (actual, values) => actual.length > 0 === (values[0] === 'true'),
};

export const matchesFilters = (entity: ContentfulEntity, filters: EntityFilter[]): boolean =>
  filters.every((filter) =>
    operators[filter.operator](comparable(valueAt(entity, filter.path)), filter.values),
  );

export function sortEntities(entities: ContentfulEntity[], order: EntityQuery['order']): ContentfulEntity[] {
  if (order.length === 0) return entities;
  return [...entities].sort((a, b) => {
    for (const { path, descending } of order) {
      const x = comparable(valueAt(a, path))[0] ?? '';
      const y = comparable(valueAt(b, path))[0] ?? '';
      const cmp = x.localeCompare(y, 'en', { numeric: true });
      if (cmp !== 0) return descending ? -cmp : cmp;
    }
    return 0;
  });
}

export function selectPaths(entity: ContentfulEntity, select: string[][] | undefined): ContentfulEntity {
  if (!select) return entity;
  const out: Record<string, Record<string, unknown>> = {};
  for (const [root, child] of select) {
    if (root === undefined) continue;
    const source = (entity as unknown as Record<string, Record<string, unknown>>)[root];
    if (source === undefined) continue;
    if (child === undefined) out[root] = source;
    else if (source[child] !== undefined) out[root] = { ...(out[root] ?? {}), [child]: source[child] };
  }
  return { metadata: entity.metadata, sys: entity.sys, fields: {}, ...out } as ContentfulEntity;
}
