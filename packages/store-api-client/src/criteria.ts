import { productRequiredFields } from './schemas/product.js';

/** Shopware search criteria (a subset typed for convenience; any other key is passed through). */
export interface Criteria {
  page?: number;
  limit?: number;
  term?: string;
  ids?: string[];
  filter?: Record<string, unknown>[];
  'post-filter'?: Record<string, unknown>[];
  sort?: Record<string, unknown>[];
  associations?: Record<string, unknown>;
  includes?: Record<string, string[]>;
  /** Fields to leave out, per apiAlias: e.g. `{ product: ['cmsPage'] }` for a client that renders no layouts. */
  excludes?: Record<string, string[]>;
  aggregations?: Record<string, unknown>[];
  'total-count-mode'?: 'none' | 'exact' | 'next-pages';
  [key: string]: unknown;
}

/**
 * When the caller narrows `includes.product`, add the fields the product schema requires, so that a narrowed
 * answer still parses instead of failing with a schema error.
 */
export function withProductIncludes(criteria: Criteria | undefined): Criteria | undefined {
  const productIncludes = criteria?.includes?.product;
  if (!criteria || !productIncludes) return criteria;
  const merged = [...new Set([...productIncludes, ...productRequiredFields])];
  return { ...criteria, includes: { ...criteria.includes, product: merged } };
}
