import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { Filter } from '../criteria/types.js';
import type { IndexQuery } from './listing-index.js';
import type { ListingParams } from './params.js';

/**
 * What the listing parameters select, stated once. The column index and the SQL criteria engine both derive
 * their filters from it, so the two paths cannot drift apart.
 */
export interface ListingFilterRule {
  manufacturerIds: string[];
  /** Option ids grouped by property group: options of one group are alternatives (or), groups all must match (and). */
  optionGroups: string[][];
  /** Bounds on the cheapest price in the context currency, as the shopper sent them. */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  shippingFree: boolean;
}

export function listingFilterRule(deps: SandboxDeps, params: ListingParams): ListingFilterRule {
  const byGroup = new Map<string, string[]>();
  for (const optionId of params.propertyIds) {
    const groupId = String(deps.entities.get('property_group_option', optionId)?.doc.groupId ?? optionId);
    byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), optionId]);
  }
  return {
    manufacturerIds: params.manufacturerIds,
    optionGroups: [...byGroup.values()],
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    minRating: params.rating,
    shippingFree: params.shippingFree,
  };
}

/** The rule as criteria filters for the SQL engine (which converts prices with the context's currency factor). */
export function ruleAsCriteriaFilters(rule: ListingFilterRule): Filter[] {
  const filters: Filter[] = [];
  if (rule.manufacturerIds.length)
    filters.push({ type: 'equalsAny', field: 'manufacturerId', value: rule.manufacturerIds });
  if (rule.minPrice !== null || rule.maxPrice !== null) {
    filters.push({
      type: 'range',
      field: 'cheapestPrice',
      parameters: {
        ...(rule.minPrice !== null ? { gte: rule.minPrice } : {}),
        ...(rule.maxPrice !== null ? { lte: rule.maxPrice } : {}),
      },
    });
  }
  if (rule.minRating !== null)
    filters.push({ type: 'range', field: 'ratingAverage', parameters: { gte: rule.minRating } });
  if (rule.shippingFree) filters.push({ type: 'equals', field: 'shippingFree', value: true });
  for (const optionIds of rule.optionGroups)
    filters.push({ type: 'equalsAny', field: 'propertyIds', value: optionIds });
  return filters;
}

export type IndexFilter = Pick<
  IndexQuery,
  'manufacturerIds' | 'optionGroups' | 'minPrice' | 'maxPrice' | 'minRating' | 'shippingFree'
>;

/** The rule as the column index's filter, whose prices are in the default currency. */
export function ruleAsIndexFilter(rule: ListingFilterRule, currencyFactor: number): IndexFilter {
  return {
    manufacturerIds: rule.manufacturerIds,
    optionGroups: rule.optionGroups,
    minPrice: rule.minPrice === null ? null : rule.minPrice / currencyFactor,
    maxPrice: rule.maxPrice === null ? null : rule.maxPrice / currencyFactor,
    minRating: rule.minRating,
    shippingFree: rule.shippingFree,
  };
}
