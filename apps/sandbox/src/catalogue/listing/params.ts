import { InvalidParameterError } from '../../errors.js';
import { isId } from '../../ids.js';
import type { Criteria } from '../criteria/types.js';
import { LISTING_SORTINGS, type ListingSorting, SCORE_SORTING } from './sortings.js';

export interface ListingParams {
  manufacturerIds: string[];
  propertyIds: string[];
  minPrice: number | null;
  maxPrice: number | null;
  rating: number | null;
  shippingFree: boolean;
  sorting: ListingSorting;
  page: number;
  noAggregations: boolean;
  onlyAggregations: boolean;
  reduceAggregations: boolean;
}

const idList = (raw: unknown, name: string): string[] => {
  if (raw === undefined || raw === null || raw === '') return [];
  const values = Array.isArray(raw) ? raw : String(raw).split('|');
  if (values.length > 500)
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `Too many values for "${name}".`,
      `/${name}`,
    );
  // Shopware drops values that are not ids rather than failing the listing.
  return values.map(String).filter((value) => isId(value));
};

const number = (raw: unknown, name: string, min: number): number | null => {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
      `The parameter "${name}" must be a number of at least ${min}.`,
      `/${name}`,
    );
  }
  return value;
};

const flag = (raw: unknown) => raw === true || raw === 'true' || raw === '1' || raw === 1;
const present = (raw: Record<string, unknown>, key: string) => key in raw;

export function readListingParams(
  raw: Record<string, unknown>,
  criteria: Criteria,
  search: boolean,
): ListingParams {
  const sortings = search ? [SCORE_SORTING, ...LISTING_SORTINGS] : LISTING_SORTINGS;
  const orderKey =
    raw.order === undefined || raw.order === '' ? (search ? 'score' : 'name-asc') : String(raw.order);
  const sorting = sortings.find((candidate) => candidate.key === orderKey);
  if (!sorting) {
    throw new InvalidParameterError(
      'PRODUCT_SORTING_NOT_FOUND',
      `Could not find sorting with key "${orderKey.slice(0, 100)}"`,
      '/order',
    );
  }
  const page = raw.p === undefined ? criteria.page : Number(raw.p);
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000) {
    throw new InvalidParameterError(
      'FRAMEWORK__INVALID_PAGE_QUERY',
      'The page parameter must be a positive integer.',
      '/p',
    );
  }
  const minPrice = number(raw['min-price'], 'min-price', 0);
  const maxPrice = number(raw['max-price'], 'max-price', 0);
  return {
    manufacturerIds: raw['manufacturer-filter'] === false ? [] : idList(raw.manufacturer, 'manufacturer'),
    propertyIds: raw['property-filter'] === false ? [] : idList(raw.properties, 'properties'),
    minPrice: raw['price-filter'] === false ? null : minPrice,
    maxPrice: raw['price-filter'] === false || maxPrice === 0 ? null : maxPrice,
    rating: raw['rating-filter'] === false ? null : number(raw.rating, 'rating', 0),
    shippingFree: raw['shipping-free-filter'] === false ? false : flag(raw['shipping-free']),
    sorting,
    page,
    noAggregations: present(raw, 'no-aggregations') && raw['no-aggregations'] !== false,
    onlyAggregations: present(raw, 'only-aggregations') && raw['only-aggregations'] !== false,
    reduceAggregations: present(raw, 'reduce-aggregations') && raw['reduce-aggregations'] !== null,
  };
}
