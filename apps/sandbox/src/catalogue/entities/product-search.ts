import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { InvalidParameterError } from '../../errors.js';
import { NAME_JOIN, PRODUCT_FIELDS } from '../criteria/product-fields.js';
import { compileFilters, resolveField, type SqlContext } from '../criteria/sql.js';
import type { Aggregation, Criteria, Sorting } from '../criteria/types.js';
import { type SearchMatch, searchHitsSelect, searchTableFor } from '../listing/search-query.js';
import type { Doc } from './store.js';

export interface ProductSearchInput {
  criteria: Criteria;
  /** Listings and search show simple products and variant parents only. */
  listedOnly: boolean;
  /** Extra conditions the route adds (category, listing filters), already parameterised. */
  where?: { sql: string; params: unknown[] }[];
  /** Full-text match (built by the search route from the shopper's text) ranked by relevance. */
  match?: SearchMatch;
  defaultLimit: number;
}

export interface ProductSearchOutcome {
  pks: number[];
  total: number;
  aggregations: Record<string, Doc>;
  limit: number;
}

const ENTITY_AGGREGATIONS: Record<string, string> = {
  product_manufacturer: 'product_manufacturer',
  property_group_option: 'property_group_option',
  category: 'category',
};

interface Compiled {
  from: string;
  where: string;
  params: unknown[];
}

/** Searches products in SQL with Shopware's criteria semantics (filter, post-filter, sort, page, aggregations). */
export function searchProducts(
  deps: SandboxDeps,
  shop: ShopRequest,
  input: ProductSearchInput,
): ProductSearchOutcome {
  const { criteria } = input;
  const context: SqlContext = { params: [], joins: new Set(), currencyFactor: shop.currencyFactor };
  const conditions: string[] = [];
  if (input.listedOnly) conditions.push('p.listed = 1');
  if (criteria.ids) {
    conditions.push(`p.id IN (${criteria.ids.map(() => '?').join(', ') || "''"})`);
    context.params.push(...criteria.ids);
  }
  for (const extra of input.where ?? []) {
    conditions.push(extra.sql);
    context.params.push(...extra.params);
  }
  conditions.push(...compileFilters(criteria.filter, PRODUCT_FIELDS, context, '/filter'));
  const baseConditions = [...conditions];
  const baseParams = [...context.params];
  const baseJoins = new Set(context.joins);
  const postConditions = compileFilters(criteria.postFilter, PRODUCT_FIELDS, context, '/post-filter');

  const orderParts: string[] = [];
  const sortings: Sorting[] = criteria.sort;
  for (const [index, sort] of sortings.entries()) {
    if (sort.field === '_score' || sort.field === 'score') {
      if (input.match) orderParts.push(`hits.score ${sort.order === 'DESC' ? 'ASC' : 'DESC'}`);
      continue;
    }
    const field = resolveField(PRODUCT_FIELDS, sort.field, `/sort/${index}/field`);
    if (field.kind !== 'scalar') {
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_SORT_QUERY',
        `Sorting by "${sort.field}" is not supported.`,
        `/sort/${index}/field`,
      );
    }
    for (const join of field.joins ?? []) context.joins.add(join);
    orderParts.push(`${field.sql}${field.type === 'text' ? ' COLLATE NOCASE' : ''} ${sort.order}`);
  }
  if (input.match && orderParts.length === 0) orderParts.push('hits.score ASC');
  orderParts.push('p.pk ASC');

  const joinSql = (joins: Set<string>) =>
    [
      input.match ? 'JOIN hits ON hits.pk = p.pk' : '',
      joins.has(NAME_JOIN)
        ? 'JOIN product_translation name ON name.product_pk = p.main_pk AND name.language_id = ?'
        : '',
    ].join(' ');
  const joinParams = (joins: Set<string>) => (joins.has(NAME_JOIN) ? [shop.languageId] : []);
  const hitsSelect = input.match
    ? searchHitsSelect(searchTableFor(shop.languageId, input.match.index), input.match)
    : undefined;
  const ftsParams: string[] = hitsSelect ? hitsSelect.params : [];
  const withHits = hitsSelect ? `WITH hits AS (${hitsSelect.sql}) ` : '';

  const allConditions = [...baseConditions, ...postConditions];
  const whereSql = allConditions.length ? `WHERE ${allConditions.join(' AND ')}` : '';
  const limit = criteria.limit ?? input.defaultLimit;
  const offset = (criteria.page - 1) * limit;
  const selectParams = [
    ...ftsParams,
    ...joinParams(context.joins),
    ...baseParams,
    ...context.params.slice(baseParams.length),
  ];
  const pks = deps.db
    .prepare(
      `${withHits}SELECT p.pk FROM product p ${joinSql(context.joins)} ${whereSql} ORDER BY ${orderParts.join(', ')} LIMIT ? OFFSET ?`,
    )
    .pluck()
    .all(...selectParams, limit, offset) as number[];

  let total = pks.length;
  if (criteria.totalCountMode !== 0 || input.listedOnly) {
    const countJoins = new Set(
      [...baseJoins, ...context.joins].filter((join) =>
        allConditions.some((condition) => condition.includes(`${join}.`)),
      ),
    );
    const cap = criteria.totalCountMode === 2 ? ` LIMIT ${offset + limit * 5 + 1}` : '';
    total = deps.db
      .prepare(
        `${withHits}SELECT COUNT(*) FROM (SELECT 1 FROM product p ${joinSql(countJoins)} ${whereSql}${cap})`,
      )
      .pluck()
      .get(
        ...ftsParams,
        ...joinParams(countJoins),
        ...baseParams,
        ...context.params.slice(baseParams.length),
      ) as number;
  }

  const aggregations: Record<string, Doc> = {};
  const compiled: Compiled = {
    from: `product p ${joinSql(baseJoins)}`,
    where: baseConditions.length ? `WHERE ${baseConditions.join(' AND ')}` : '',
    params: [...ftsParams, ...joinParams(baseJoins), ...baseParams],
  };
  for (const aggregation of criteria.aggregations) {
    aggregations[aggregation.name] = runAggregation(deps, shop, aggregation, compiled, withHits);
  }
  return { pks, total, aggregations, limit };
}

function runAggregation(
  deps: SandboxDeps,
  shop: ShopRequest,
  aggregation: Aggregation,
  base: Compiled,
  withHits: string,
): Doc {
  const apiAlias = `${aggregation.name}_aggregation`;
  if (aggregation.type === 'filter') {
    const context: SqlContext = { params: [], joins: new Set(), currencyFactor: shop.currencyFactor };
    const extra = compileFilters(aggregation.filter, PRODUCT_FIELDS, context, '/aggregations/filter');
    const joinsNeeded = [...context.joins].filter((join) => !base.from.includes(` ${join} `));
    const from = joinsNeeded.includes(NAME_JOIN)
      ? `${base.from} JOIN product_translation name ON name.product_pk = p.main_pk AND name.language_id = '${shop.languageId.replace(/[^0-9a-f]/g, '')}'`
      : base.from;
    const where = [base.where ? base.where.slice('WHERE '.length) : '', ...extra].filter(Boolean);
    return runAggregation(
      deps,
      shop,
      aggregation.aggregation,
      {
        from,
        where: where.length ? `WHERE ${where.join(' AND ')}` : '',
        params: [...base.params, ...context.params],
      },
      withHits,
    );
  }
  const field = resolveField(PRODUCT_FIELDS, aggregation.field, '/aggregations/field');
  const db = deps.db;
  if (aggregation.type === 'terms' || aggregation.type === 'entity') {
    let rows: { key: unknown; count: number }[];
    if (field.kind === 'many') {
      rows = db
        .prepare(
          `${withHits}SELECT link.${field.column} AS key, COUNT(*) AS count FROM ${field.table} link WHERE link.product_pk IN (SELECT p.main_pk FROM ${base.from} ${base.where}) GROUP BY link.${field.column}`,
        )
        .all(...base.params) as { key: unknown; count: number }[];
    } else if (field.kind === 'json-array') {
      rows = db
        .prepare(
          `${withHits}SELECT item.value AS key, COUNT(*) AS count FROM ${base.from} JOIN json_each(${field.sql}) item ${base.where} GROUP BY item.value`,
        )
        .all(...base.params) as { key: unknown; count: number }[];
    } else {
      rows = db
        .prepare(
          `${withHits}SELECT ${field.sql} AS key, COUNT(*) AS count FROM ${base.from} ${base.where} GROUP BY key`,
        )
        .all(...base.params) as { key: unknown; count: number }[];
    }
    rows = rows.filter((row) => row.key !== null);
    if (aggregation.type === 'entity') {
      const entity = ENTITY_AGGREGATIONS[aggregation.definition];
      if (!entity) {
        throw new InvalidParameterError(
          'FRAMEWORK__INVALID_AGGREGATION_QUERY',
          `Definition "${aggregation.definition.slice(0, 100)}" is not supported.`,
          '/aggregations/definition',
        );
      }
      const ids = new Set(rows.map((row) => String(row.key)));
      const entities = deps.entities
        .list(entity)
        .filter((stored) => ids.has(stored.id))
        .map((stored) => deps.entities.render(entity, stored.id, shop.languageIdChain) ?? {});
      return { entities, apiAlias };
    }
    const sort = aggregation.sort?.[0];
    const buckets = rows.map((row) => ({
      key: String(row.key),
      count: row.count,
      apiAlias: 'aggregation_bucket',
    }));
    buckets.sort(
      (a, b) =>
        (sort?.field.endsWith('count') ? a.count - b.count : a.key.localeCompare(b.key)) *
        (sort?.order === 'DESC' ? -1 : 1),
    );
    return { buckets: aggregation.limit ? buckets.slice(0, aggregation.limit) : buckets, apiAlias };
  }
  if (field.kind !== 'scalar') {
    if (aggregation.type === 'count') {
      return { count: 0, apiAlias };
    }
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_AGGREGATION_QUERY',
      `A ${aggregation.type} aggregation is not supported on "${aggregation.field}".`,
      '/aggregations/field',
    );
  }
  const row = db
    .prepare(
      `${withHits}SELECT MIN(${field.sql}) AS min, MAX(${field.sql}) AS max, AVG(${field.sql}) AS avg, SUM(${field.sql}) AS sum, COUNT(${field.sql}) AS count FROM ${base.from} ${base.where}`,
    )
    .get(...base.params) as Record<'min' | 'max' | 'avg' | 'sum' | 'count', number | null>;
  const factor = field.type === 'price' ? shop.currencyFactor : 1;
  const scale = (value: number | null) => (value === null ? null : Math.round(value * factor * 100) / 100);
  const stats = { min: scale(row.min), max: scale(row.max), avg: scale(row.avg), sum: scale(row.sum) };
  if (aggregation.type === 'stats') return { ...stats, apiAlias };
  if (aggregation.type === 'count') return { count: row.count ?? 0, apiAlias };
  return { [aggregation.type]: stats[aggregation.type], apiAlias };
}
