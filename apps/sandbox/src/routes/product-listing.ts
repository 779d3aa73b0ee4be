import type { Context, Hono } from 'hono';
import { runListing } from '../catalogue/listing/run.js';
import { toSearchMatch } from '../catalogue/listing/search-query.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { EntityNotFoundError, InvalidParameterError } from '../errors.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond } from '../http/respond.js';
import { resolveCategoryId } from './categories.js';

const MAX_SEARCH_LENGTH = 500;

export function registerListingRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const listing = async (c: Context<AppEnv>) => {
    const { raw, criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const categoryId = resolveCategoryId(shop, c.req.param('categoryId') ?? '', '/categoryId');
    if (!deps.entities.get('category', categoryId))
      throw new EntityNotFoundError('CONTENT__CATEGORY_NOT_FOUND', 'Category', categoryId);
    return respond(c, runListing(deps, shop, { raw, criteria, categoryId }), criteria);
  };
  api.get('/product-listing/:categoryId', listing);
  api.post('/product-listing/:categoryId', listing);

  const search = (suggest: boolean) => async (c: Context<AppEnv>) => {
    const { raw, criteria } = await readCriteria(c);
    const term = raw.search;
    if (typeof term !== 'string' || term.trim() === '') {
      throw new InvalidParameterError(
        'FRAMEWORK__MISSING_REQUEST_PARAMETER',
        'Parameter "search" is missing.',
        '/search',
      );
    }
    if (term.length > MAX_SEARCH_LENGTH) {
      throw new InvalidParameterError(
        'FRAMEWORK__INVALID_REQUEST_PARAMETER',
        `Parameter "search" is longer than ${MAX_SEARCH_LENGTH} characters.`,
        '/search',
      );
    }
    // Suggestions are a short first page without the filter panel (Shopware's ProductSuggestRoute).
    const input = suggest ? { ...raw, 'no-aggregations': '1', limit: raw.limit ?? 10 } : raw;
    const suggestCriteria = suggest && criteria.limit === null ? { ...criteria, limit: 10 } : criteria;
    const result = runListing(deps, c.get('shop'), {
      raw: input,
      criteria: suggestCriteria,
      search: { term, match: toSearchMatch(term) },
    });
    return respond(c, result, criteria);
  };
  api.get('/search', search(false));
  api.post('/search', search(false));
  api.get('/search-suggest', search(true));
  api.post('/search-suggest', search(true));
}
