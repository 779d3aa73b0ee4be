import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { ShopRequest } from '../../domain/shop-request.js';
import { languageCodeOf } from '../../seed/markets.js';
import type { Aggregation, Criteria } from '../criteria/types.js';
import type { RenderProductOptions } from '../entities/product.js';
import { productFragments } from '../entities/product-fragments.js';
import { searchProducts } from '../entities/product-search.js';
import type { Doc } from '../entities/store.js';
import { listingFilterRule, ruleAsCriteriaFilters, ruleAsIndexFilter } from './filter-rule.js';
import type { IndexedSorting } from './listing-index.js';
import { type ListingParams, readListingParams } from './params.js';
import { searchHits } from './search-hits.js';
import type { SearchMatch } from './search-query.js';
import { LISTING_SORTINGS, SCORE_SORTING, sortingEntity } from './sortings.js';

/** Shopware's product_listings.products_per_page default. */
export const DEFAULT_LISTING_LIMIT = 24;

const FILTER_PANEL_AGGREGATIONS: Aggregation[] = [
  { name: 'manufacturer', type: 'entity', field: 'manufacturerId', definition: 'product_manufacturer' },
  { name: 'price', type: 'stats', field: 'cheapestPrice' },
  { name: 'rating', type: 'max', field: 'ratingAverage' },
  { name: 'shipping-free', type: 'max', field: 'shippingFree' },
  { name: 'properties', type: 'terms', field: 'propertyIds' },
];

export interface ListingInput {
  raw: Record<string, unknown>;
  criteria: Criteria;
  /** Category listings restrict to the category and its descendants (Shopware's categoriesRo). */
  categoryId?: string;
  /** Search listings: the shopper's text and its FTS5 query (null when no searchable word remains). */
  search?: { term: string; match: SearchMatch | null };
}

export function runListing(deps: SandboxDeps, shop: ShopRequest, input: ListingInput): Doc {
  const params = readListingParams(input.raw, input.criteria, input.search !== undefined);
  if (usesIndex(input.criteria)) return runIndexedListing(deps, shop, input, params);
  const filters = ruleAsCriteriaFilters(listingFilterRule(deps, params));
  const criteria: Criteria = {
    ...input.criteria,
    page: params.page,
    filter: params.reduceAggregations ? [...input.criteria.filter, ...filters] : input.criteria.filter,
    postFilter: params.reduceAggregations
      ? input.criteria.postFilter
      : [...input.criteria.postFilter, ...filters],
    sort: input.criteria.sort.length ? input.criteria.sort : params.sorting.fields,
    aggregations: params.noAggregations ? [] : [...FILTER_PANEL_AGGREGATIONS, ...input.criteria.aggregations],
  };
  const where = input.categoryId
    ? [
        {
          sql: 'EXISTS (SELECT 1 FROM product_category pc WHERE pc.category_id = ? AND pc.product_pk = p.pk)',
          params: [input.categoryId],
        },
      ]
    : [];
  let pks: number[] = [];
  let total = 0;
  let limit = criteria.limit ?? DEFAULT_LISTING_LIMIT;
  let aggregations: Record<string, Doc> = {};
  if (!input.search || input.search.match !== null) {
    const outcome = searchProducts(deps, shop, {
      criteria: params.onlyAggregations ? { ...criteria, limit: 1 } : criteria,
      listedOnly: true,
      where,
      ...(input.search?.match ? { match: input.search.match } : {}),
      defaultLimit: DEFAULT_LISTING_LIMIT,
    });
    pks = params.onlyAggregations ? [] : outcome.pks;
    total = outcome.total;
    limit = outcome.limit;
    aggregations = outcome.aggregations;
  }
  if (aggregations.properties)
    aggregations.properties = propertyGroupsAggregation(deps, shop, aggregations.properties);
  const elements = productFragments(deps, shop, pks, renderOptions(criteria), criteria);
  return listingResult(shop, input, params, elements, total, limit, aggregations);
}

/** Criteria beyond the listing parameters need the general SQL engine; plain listings use the column index. */
function usesIndex(criteria: Criteria): boolean {
  return (
    criteria.filter.length === 0 &&
    criteria.postFilter.length === 0 &&
    criteria.sort.length === 0 &&
    criteria.aggregations.length === 0 &&
    criteria.ids === undefined &&
    criteria.term === undefined
  );
}

function runIndexedListing(
  deps: SandboxDeps,
  shop: ShopRequest,
  input: ListingInput,
  params: ListingParams,
): Doc {
  const limit = input.criteria.limit ?? DEFAULT_LISTING_LIMIT;
  const noHits = input.search !== undefined && input.search.match === null;
  const factor = shop.currencyFactor;
  const outcome = noHits
    ? undefined
    : deps.listingIndex().query({
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
        ...(input.search?.match ? { hits: searchHits(deps.db, shop.languageId, input.search.match) } : {}),
        ...ruleAsIndexFilter(listingFilterRule(deps, params), factor),
        reduceAggregations: params.reduceAggregations,
        sorting: params.sorting.key as IndexedSorting,
        languageId: shop.languageId,
        offset: (params.page - 1) * limit,
        limit: params.onlyAggregations ? 0 : limit,
      });
  const aggregations: Record<string, Doc> = {};
  if (outcome && !params.noAggregations) {
    const found = outcome.aggregations;
    const money = (value: number | null) => (value === null ? null : Math.round(value * factor * 100) / 100);
    aggregations.manufacturer = {
      entities: found.manufacturerIds.map(
        (id) => deps.entities.render('product_manufacturer', id, shop.languageIdChain) ?? {},
      ),
      apiAlias: 'manufacturer_aggregation',
    };
    aggregations.price = {
      min: money(found.price.min),
      max: money(found.price.max),
      avg: money(found.price.avg),
      sum: money(found.price.sum),
      apiAlias: 'price_aggregation',
    };
    aggregations.rating = { max: found.ratingMax, apiAlias: 'rating_aggregation' };
    aggregations['shipping-free'] = { max: found.shippingFreeMax, apiAlias: 'shipping-free_aggregation' };
    aggregations.properties = propertyGroupsAggregation(deps, shop, {
      buckets: [...found.optionCounts.entries()].map(([key, count]) => ({ key, count })),
    });
  }
  const elements = productFragments(
    deps,
    shop,
    outcome?.pks ?? [],
    renderOptions(input.criteria),
    input.criteria,
  );
  return listingResult(shop, input, params, elements, outcome?.total ?? 0, limit, aggregations);
}

function renderOptions(criteria: Criteria): RenderProductOptions {
  return {
    children: 'children' in criteria.associations,
    media: 'media' in criteria.associations,
    properties: 'properties' in criteria.associations,
  };
}

function listingResult(
  shop: ShopRequest,
  input: ListingInput,
  params: ListingParams,
  elements: unknown[],
  total: number,
  limit: number,
  aggregations: Record<string, Doc>,
): Doc {
  const languageIndex = ['de', 'en', 'fr'].indexOf(languageCodeOf(shop.languageId) ?? 'de');
  const sortings = input.search ? [SCORE_SORTING, ...LISTING_SORTINGS] : LISTING_SORTINGS;
  return {
    entity: 'product',
    total,
    aggregations: Object.keys(aggregations).length ? aggregations : [],
    page: params.page,
    limit,
    elements,
    sorting: params.sorting.key,
    availableSortings: sortings.map((sorting) => sortingEntity(sorting, Math.max(0, languageIndex))),
    currentFilters: {
      navigationId: input.categoryId ?? String(shop.salesChannel.doc.navigationCategoryId),
      manufacturer: params.manufacturerIds,
      price: { min: Math.floor(params.minPrice ?? 0), max: Math.ceil(params.maxPrice ?? 0) },
      rating: params.rating === null ? null : Math.floor(params.rating),
      'shipping-free': params.shippingFree,
      properties: params.propertyIds,
      ...(input.search ? { search: input.search.term } : {}),
    },
    apiAlias: 'product_listing',
  };
}

/** Shopware answers the properties aggregation with the property groups and their matching options. */
function propertyGroupsAggregation(deps: SandboxDeps, shop: ShopRequest, terms: Doc): Doc {
  const ids = new Set(((terms.buckets as { key: string }[] | undefined) ?? []).map((bucket) => bucket.key));
  const groups = new Map<string, Doc>();
  for (const stored of deps.entities.list('property_group_option')) {
    if (!ids.has(stored.id)) continue;
    const option = deps.entities.render('property_group_option', stored.id, shop.languageIdChain);
    if (!option) continue;
    const groupId = String(option.groupId);
    let group = groups.get(groupId);
    if (!group) {
      group = {
        ...(deps.entities.render('property_group', groupId, shop.languageIdChain) ?? {}),
        options: [],
      };
      groups.set(groupId, group);
    }
    (group.options as Doc[]).push(option);
  }
  return { entities: [...groups.values()], apiAlias: 'properties_aggregation' };
}
