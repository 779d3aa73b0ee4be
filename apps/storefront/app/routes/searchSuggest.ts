import { productTile } from '@beautyshop/catalogue';
import { data } from 'react-router';
import { z } from 'zod';
import { type SearchSuggestions, suggestedProduct } from '../catalogue/searchSuggestions';
import { pathsIn } from '../locale/fromPath';
import { shopRequestOf } from '../request/shopRequest';
import { loadFrequentSearchTerms } from '../server/searchTerms.server';
import { cookieHeaders, type RequestStoreApi, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/searchSuggest';

/** Suggestions show a handful of products; the full list is the search page. */
export const SUGGESTION_LIMIT = 6;
const MIN_TERM_LENGTH = 2;

const termSchema = z.string().trim().max(100).catch('');

/** The term's first products, and how many it finds in all (the list's way to the search page says it). */
async function productSuggestions(
  storeApi: RequestStoreApi,
  term: string,
  signal: AbortSignal,
): Promise<SearchSuggestions> {
  const found = await storeApi.client.catalogue.searchProducts(
    term,
    // Counted exactly: Shopware's default count mode may stop at the page it answers.
    { limit: SUGGESTION_LIMIT, criteria: { 'total-count-mode': 'exact' } },
    { signal },
  );
  const products = found.elements.map((product) =>
    suggestedProduct(productTile(product, pathsIn(storeApi.locale.locale))),
  );
  return { term, terms: [], products, total: Math.max(found.total ?? products.length, products.length) };
}

/**
 * GET {locale}/search/suggest?search={term} (JSON, for the header's search box): the term's products with image
 * and price; for an empty term, the frequently searched terms the field offers on focus (spec 1 and 2.4).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const term = termSchema.parse(new URL(request.url).searchParams.get('search') ?? '');
  if (term !== '' && term.length < MIN_TERM_LENGTH) return data({ term, terms: [], products: [] });
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const answer: SearchSuggestions =
    term === ''
      ? { term, terms: await loadFrequentSearchTerms(storeApi), products: [] }
      : await productSuggestions(storeApi, term, request.signal);
  const headers = cookieHeaders(storeApi);
  headers.set('Cache-Control', headers.has('Set-Cookie') ? 'private, no-store' : 'public, max-age=60');
  return data(answer, { headers });
}
