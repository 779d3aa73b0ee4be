import { InvalidParameterError } from '../../errors.js';
import type { Filter, Scalar } from './types.js';

/** How a criteria field maps onto SQL. */
export type SqlField =
  | { kind: 'scalar'; sql: string; type: 'text' | 'number' | 'bool' | 'price'; joins?: readonly string[] }
  /** A to-many link table: matches when any linked row matches. */
  | { kind: 'many'; table: string; column: string; owner: string }
  /** A JSON array inside a document column. */
  | { kind: 'json-array'; sql: string };

export interface SqlFieldMap {
  readonly entity: string;
  readonly fields: Readonly<Record<string, SqlField>>;
}

export interface SqlContext {
  params: unknown[];
  joins: Set<string>;
  /** Prices are stored in the default currency; filters arrive in the context currency. */
  currencyFactor: number;
}

export function resolveField(map: SqlFieldMap, field: string, pointer: string): SqlField {
  const name = field.startsWith(`${map.entity}.`) ? field.slice(map.entity.length + 1) : field;
  const resolved = map.fields[name];
  if (!resolved) {
    throw new InvalidParameterError(
      'FRAMEWORK__UNMAPPED_FIELD',
      `Field "${name.slice(0, 100)}" in entity "${map.entity}" was not found.`,
      pointer,
    );
  }
  return resolved;
}

function bindScalar(
  field: Extract<SqlField, { kind: 'scalar' }>,
  value: Scalar,
  context: SqlContext,
): unknown {
  if (value === null) return null;
  switch (field.type) {
    case 'bool':
      return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
    case 'number': {
      const number = Number(value);
      return Number.isFinite(number) ? number : null;
    }
    case 'price': {
      const number = Number(value);
      return Number.isFinite(number) ? number / context.currencyFactor : null;
    }
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function placeholders(count: number): string {
  return Array.from({ length: count }, () => '?').join(', ');
}

function manyExists(field: Extract<SqlField, { kind: 'many' }>, condition: string): string {
  return `EXISTS (SELECT 1 FROM ${field.table} link WHERE link.product_pk = ${field.owner} AND ${condition})`;
}

/** Compiles one Shopware filter to a parameterised SQL condition; values never reach the SQL text. */
export function compileFilter(
  filter: Filter,
  map: SqlFieldMap,
  context: SqlContext,
  pointer: string,
): string {
  if (filter.type === 'multi' || filter.type === 'not') {
    if (filter.queries.length === 0) return filter.type === 'not' ? '0' : '1';
    const parts = filter.queries.map(
      (query, index) => `(${compileFilter(query, map, context, `${pointer}/queries/${index}`)})`,
    );
    let combined: string;
    if (filter.operator === 'xor') combined = `(${parts.join(' + ')}) = 1`;
    else combined = parts.join(filter.operator === 'or' ? ' OR ' : ' AND ');
    return filter.type === 'not' ? `NOT (${combined})` : combined;
  }
  const field = resolveField(map, filter.field, `${pointer}/field`);
  if (field.kind === 'scalar') for (const join of field.joins ?? []) context.joins.add(join);

  if (field.kind === 'many' || field.kind === 'json-array') {
    const column = field.kind === 'many' ? `link.${field.column}` : 'item.value';
    const wrap = (condition: string) =>
      field.kind === 'many'
        ? manyExists(field, condition)
        : `EXISTS (SELECT 1 FROM json_each(${field.sql}) item WHERE ${condition})`;
    switch (filter.type) {
      case 'equals':
        if (filter.value === null) return `NOT ${wrap('1')}`;
        context.params.push(String(filter.value));
        return wrap(`${column} = ?`);
      case 'equalsAny':
        if (filter.value.length === 0) return '0';
        context.params.push(...filter.value.map(String));
        return wrap(`${column} IN (${placeholders(filter.value.length)})`);
      case 'contains':
      case 'prefix':
      case 'suffix':
        context.params.push(likePattern(filter.type, filter.value));
        return wrap(`${column} LIKE ? ESCAPE '\\'`);
      case 'range':
        throw new InvalidParameterError(
          'FRAMEWORK__INVALID_FILTER_QUERY',
          `A range filter is not supported on "${filter.field}".`,
          pointer,
        );
    }
  }

  const sql = field.sql;
  switch (filter.type) {
    case 'equals': {
      const value = bindScalar(field, filter.value, context);
      if (value === null) return `${sql} IS NULL`;
      context.params.push(value);
      return field.type === 'text' ? `${sql} = ? COLLATE NOCASE` : `${sql} = ?`;
    }
    case 'equalsAny': {
      const values = filter.value
        .map((value) => bindScalar(field, value, context))
        .filter((value) => value !== null);
      if (values.length === 0) return '0';
      context.params.push(...values);
      return `${sql} IN (${placeholders(values.length)})`;
    }
    case 'contains':
    case 'prefix':
    case 'suffix':
      context.params.push(likePattern(filter.type, filter.value));
      return `${sql} LIKE ? ESCAPE '\\'`;
    case 'range': {
      const conditions: string[] = [];
      const operators = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
      for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
        const bound = filter.parameters[key];
        if (bound === undefined) continue;
        const value = field.type === 'text' ? String(bound) : bindScalar(field, bound, context);
        if (value === null) {
          throw new InvalidParameterError(
            'FRAMEWORK__INVALID_FILTER_QUERY',
            `Range bound "${key}" must be a number.`,
            `${pointer}/parameters/${key}`,
          );
        }
        context.params.push(value);
        conditions.push(`${sql} ${operators[key]} ?`);
      }
      return conditions.length ? conditions.join(' AND ') : '1';
    }
  }
}

function likePattern(type: 'contains' | 'prefix' | 'suffix', value: string): string {
  const escaped = escapeLike(value);
  return type === 'contains' ? `%${escaped}%` : type === 'prefix' ? `${escaped}%` : `%${escaped}`;
}

export function compileFilters(
  filters: readonly Filter[],
  map: SqlFieldMap,
  context: SqlContext,
  pointer: string,
): string[] {
  return filters.map((filter, index) => compileFilter(filter, map, context, `${pointer}/${index}`));
}
