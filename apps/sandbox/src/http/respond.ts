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

/** JSON.stringify replacer that leaves out the nulls the schema does not allow (a copy of the tree cost twice as much). */
function schemaNulls(key: string, value: unknown): unknown {
  return value === null && !NULLABLE.has(key) ? undefined : value;
}

export function respond(
  c: Context,
  body: unknown,
  criteria?: Pick<Criteria, 'includes' | 'excludes'>,
): Response {
  const shaped = criteria ? applyIncludes(body, criteria.includes, criteria.excludes) : body;
  return c.body(JSON.stringify(shaped, schemaNulls) ?? 'null', 200, { 'Content-Type': 'application/json' });
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
