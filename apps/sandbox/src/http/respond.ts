import type { Context } from 'hono';
import { applyIncludes } from '../criteria/includes.js';
import type { Criteria } from '../criteria/types.js';

/**
 * Fields the schema declares nullable; every other null is left out, because the schema types those fields
 * as plain strings or objects (Shopware's serializer writes them as null, which a schema-validating client rejects).
 */
const NULLABLE = new Set([
  'listPrice',
  'referencePrice',
  'regulationPrice',
  'variantId',
  'variantListingConfig',
  'customer',
  'rating',
]);

export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!value || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === undefined) continue;
    if (child === null && !NULLABLE.has(key)) continue;
    result[key] = withoutNulls(child);
  }
  return result;
}

export function respond(
  c: Context,
  body: unknown,
  criteria?: Pick<Criteria, 'includes' | 'excludes'>,
): Response {
  const shaped = criteria ? applyIncludes(body, criteria.includes, criteria.excludes) : body;
  return c.json(withoutNulls(shaped) as Record<string, unknown>);
}

/**
 * The EntitySearchResult envelope. Empty aggregations are `[]` as Shopware serialises an empty PHP array,
 * except where the route's schema types them as an object (`emptyAggregations: {}`).
 */
export function searchResult(
  entity: string,
  elements: unknown[],
  total: number,
  criteria: Criteria,
  aggregations: Record<string, unknown> = {},
  limit?: number,
  emptyAggregations: [] | Record<string, never> = [],
) {
  return {
    entity,
    total,
    aggregations: Object.keys(aggregations).length ? aggregations : emptyAggregations,
    page: criteria.page,
    limit: limit ?? criteria.limit ?? elements.length,
    elements,
    apiAlias: 'dal_entity_search_result',
  };
}
