import type { Context } from 'hono';
import { applyIncludes } from '../catalogue/criteria/includes.js';
import type { Criteria } from '../catalogue/criteria/types.js';
import { encodeWithFragments, JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

export function respond(
  c: Context,
  body: unknown,
  criteria?: Pick<Criteria, 'includes' | 'excludes'>,
): Response {
  const shaped = criteria ? applyIncludes(body, criteria.includes, criteria.excludes) : body;
  // An answer written already (a cart) is sent as it is.
  const bytes =
    shaped instanceof JsonFragment ? shaped.bytes : encodeWithFragments(shaped, withoutSchemaNulls);
  return c.body(bytes, 200, {
    'Content-Type': 'application/json',
  });
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
