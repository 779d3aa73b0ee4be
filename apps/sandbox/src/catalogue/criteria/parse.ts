import { z } from 'zod';
import { InvalidParameterError } from '../../errors.js';
import type { Aggregation, Criteria, Filter, Sorting, TotalCountMode } from './types.js';

/** Store API max limit (Shopware rejects larger limits with a 400 rather than truncating). */
export const MAX_LIMIT = 100;
const MAX_NESTING = 10;
const MAX_FIELD_LENGTH = 200;
const MAX_VALUE_LENGTH = 1_000;
const MAX_LIST = 500;

const field = z
  .string()
  .min(1)
  .max(MAX_FIELD_LENGTH)
  .regex(/^[A-Za-z0-9_.-]+$/, 'invalid field name');
const scalar = z.union([z.string().max(MAX_VALUE_LENGTH), z.number().finite(), z.boolean(), z.null()]);
const rangeBound = z.union([z.number().finite(), z.string().max(64)]);

const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('equals'), field, value: scalar }),
    z.object({
      type: z.literal('equalsAny'),
      field,
      value: z
        .union([z.array(scalar).max(MAX_LIST), z.string().max(MAX_VALUE_LENGTH * 40)])
        .transform((value) => (typeof value === 'string' ? value.split('|') : value)),
    }),
    z.object({
      type: z.enum(['contains', 'prefix', 'suffix']),
      field,
      value: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(MAX_VALUE_LENGTH)),
    }),
    z.object({
      type: z.literal('range'),
      field,
      parameters: z
        .object({
          gt: rangeBound.optional(),
          gte: rangeBound.optional(),
          lt: rangeBound.optional(),
          lte: rangeBound.optional(),
        })
        .strict(),
    }),
    z.object({
      type: z.literal('multi'),
      operator: z
        .string()
        .transform((value) => value.toLowerCase())
        .pipe(z.enum(['and', 'or', 'xor']))
        .default('and'),
      queries: z.array(filterSchema).max(MAX_LIST),
    }),
    z.object({
      type: z.literal('not'),
      operator: z
        .string()
        .transform((value) => value.toLowerCase())
        .pipe(z.enum(['and', 'or']))
        .default('and'),
      queries: z.array(filterSchema).max(MAX_LIST),
    }),
  ]),
) as z.ZodType<Filter>;

const sortSchema = z.object({
  field,
  order: z
    .string()
    .default('ASC')
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC'])),
  naturalSorting: z
    .union([z.boolean(), z.string().transform((value) => value === 'true' || value === '1')])
    .default(false),
});

const aggregationSchema: z.ZodType<Aggregation> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({
      name: z.string().min(1).max(100),
      type: z.literal('terms'),
      field,
      limit: z.coerce.number().int().positive().max(MAX_LIST).optional(),
      sort: z.array(sortSchema).max(5).optional(),
    }),
    z.object({
      name: z.string().min(1).max(100),
      type: z.literal('entity'),
      field,
      definition: z.string().min(1).max(100),
    }),
    z.object({
      name: z.string().min(1).max(100),
      type: z.enum(['avg', 'count', 'max', 'min', 'stats', 'sum']),
      field,
    }),
    z.object({
      name: z.string().min(1).max(100),
      type: z.literal('filter'),
      filter: z.array(filterSchema).max(MAX_LIST),
      aggregation: aggregationSchema,
    }),
  ]),
) as z.ZodType<Aggregation>;

/** Integers arrive as numbers in JSON and as strings in query strings. */
const integerLike = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);

function depth(value: unknown, level = 0): number {
  if (level > MAX_NESTING * 3) return level;
  if (Array.isArray(value)) return Math.max(level, ...value.map((item) => depth(item, level + 1)));
  if (value && typeof value === 'object')
    return Math.max(level, ...Object.values(value).map((item) => depth(item, level + 1)));
  return level;
}

function fail(code: string, detail: string, pointer: string): never {
  throw new InvalidParameterError(code, detail, pointer);
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, code: string, pointer: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? `/${issue.path.join('/')}` : '';
  return fail(code, issue?.message ?? 'Invalid value.', `${pointer}${path}`);
}

function parseSort(raw: unknown, pointer: string): Sorting[] {
  if (raw === undefined) return [];
  // GET style: "sort=-price,name"
  if (typeof raw === 'string') {
    return raw
      .split(',')
      .filter(Boolean)
      .map((part) => {
        const descending = part.startsWith('-');
        const name = descending ? part.slice(1) : part;
        return parseWith(
          sortSchema,
          { field: name, order: descending ? 'DESC' : 'ASC' },
          'FRAMEWORK__INVALID_SORT_QUERY',
          pointer,
        );
      });
  }
  return parseWith(z.array(sortSchema).max(20), raw, 'FRAMEWORK__INVALID_SORT_QUERY', pointer);
}

function parseTotalCountMode(raw: unknown): TotalCountMode {
  if (raw === undefined) return 0;
  const named: Record<string, TotalCountMode> = {
    none: 0,
    exact: 1,
    'next-pages': 2,
    '0': 0,
    '1': 1,
    '2': 2,
  };
  const mode = named[String(raw)];
  if (mode === undefined) {
    return fail(
      'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
      `Total count mode "${String(raw).slice(0, 50)}" is not supported.`,
      '/total-count-mode',
    );
  }
  return mode;
}

function parseIdList(raw: unknown): string[] | undefined {
  if (raw === undefined) return undefined;
  const list = typeof raw === 'string' ? raw.split('|') : raw;
  return parseWith(
    z.array(z.string().max(64)).max(MAX_LIST),
    list,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
    '/ids',
  );
}

function parseLimit(raw: unknown, defaultLimit: number | null): number | null {
  if (raw === undefined || raw === null) return defaultLimit;
  const parsed = integerLike.safeParse(raw);
  if (!parsed.success || !Number.isFinite(parsed.data)) {
    return fail(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      `The limit parameter must be a positive integer greater or equals than 1.`,
      '/limit',
    );
  }
  if (parsed.data <= 0) {
    return fail(
      'FRAMEWORK__INVALID_LIMIT_QUERY',
      'The limit parameter must be a positive integer greater or equals than 1.',
      '/limit',
    );
  }
  if (parsed.data > MAX_LIMIT) {
    return fail(
      'FRAMEWORK__QUERY_LIMIT_EXCEEDED',
      `The limit must be lower than or equal to MAX_LIMIT(=${MAX_LIMIT}). Given: ${parsed.data}`,
      '/limit',
    );
  }
  return parsed.data;
}

function parsePage(raw: unknown): number {
  if (raw === undefined || raw === null) return 1;
  const parsed = integerLike.safeParse(raw);
  if (!parsed.success || parsed.data <= 0 || parsed.data > 1_000_000) {
    return fail('FRAMEWORK__INVALID_PAGE_QUERY', 'The page parameter must be a positive integer.', '/page');
  }
  return parsed.data;
}

function parseFieldMap(raw: unknown, pointer: string): Record<string, string[]> | undefined {
  if (raw === undefined) return undefined;
  const normalised =
    raw && typeof raw === 'object' && !Array.isArray(raw)
      ? Object.fromEntries(
          Object.entries(raw).map(([key, value]) => [
            key,
            typeof value === 'string' ? value.split(',') : value,
          ]),
        )
      : raw;
  return parseWith(
    z.record(z.string().max(100), z.array(z.string().max(MAX_FIELD_LENGTH)).max(MAX_LIST)),
    normalised,
    'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
    pointer,
  );
}

function toFilterList(raw: unknown, pointer: string): Filter[] {
  if (raw === undefined) return [];
  // Query strings deliver arrays as objects keyed "0", "1", ...
  const list = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.values(raw) : raw;
  return parseWith(z.array(filterSchema).max(MAX_LIST), list, 'FRAMEWORK__INVALID_FILTER_QUERY', pointer);
}

export interface ParseCriteriaOptions {
  defaultLimit?: number | null;
}

/** Reads Shopware criteria from a JSON body or a bracket-parsed query string; bad input is a 400. */
export function parseCriteria(
  input: Record<string, unknown>,
  options: ParseCriteriaOptions = {},
  level = 0,
): Criteria {
  if (level === 0 && depth(input) > MAX_NESTING * 3) {
    fail(
      'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
      `Criteria are nested deeper than ${MAX_NESTING} levels.`,
      '/',
    );
  }
  const associationsRaw = input.associations;
  const associations: Record<string, Criteria> = {};
  if (associationsRaw !== undefined) {
    if (!associationsRaw || typeof associationsRaw !== 'object' || Array.isArray(associationsRaw)) {
      fail(
        'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
        'Associations must be an object keyed by association name.',
        '/associations',
      );
    }
    if (level >= MAX_NESTING)
      fail('FRAMEWORK__INVALID_CRITERIA_PARAMETERS', 'Associations are nested too deeply.', '/associations');
    for (const [name, nested] of Object.entries(associationsRaw)) {
      if (name.length > 100)
        fail('FRAMEWORK__INVALID_CRITERIA_PARAMETERS', 'Association name too long.', '/associations');
      const nestedObject =
        nested && typeof nested === 'object' && !Array.isArray(nested)
          ? (nested as Record<string, unknown>)
          : {};
      associations[name] = parseCriteria(nestedObject, { defaultLimit: null }, level + 1);
    }
  }
  const aggregations =
    input.aggregations === undefined
      ? []
      : parseWith(
          z.array(aggregationSchema).max(50),
          input.aggregations && typeof input.aggregations === 'object' && !Array.isArray(input.aggregations)
            ? Object.values(input.aggregations)
            : input.aggregations,
          'FRAMEWORK__INVALID_AGGREGATION_QUERY',
          '/aggregations',
        );
  const term =
    input.term === undefined
      ? undefined
      : parseWith(
          z.string().max(MAX_VALUE_LENGTH),
          input.term,
          'FRAMEWORK__INVALID_CRITERIA_PARAMETERS',
          '/term',
        );
  const criteria: Criteria = {
    page: parsePage(input.page),
    limit: parseLimit(input.limit, options.defaultLimit ?? null),
    filter: toFilterList(input.filter, '/filter'),
    postFilter: toFilterList(input['post-filter'], '/post-filter'),
    sort: parseSort(input.sort, '/sort'),
    aggregations,
    associations,
    totalCountMode: parseTotalCountMode(input['total-count-mode']),
  };
  const ids = parseIdList(input.ids);
  if (ids) criteria.ids = ids;
  if (term !== undefined) criteria.term = term;
  const includes = parseFieldMap(input.includes, '/includes');
  if (includes) criteria.includes = includes;
  const excludes = parseFieldMap(input.excludes, '/excludes');
  if (excludes) criteria.excludes = excludes;
  return criteria;
}
