import { z } from 'zod';
import { LISTING_LIMIT, readListingParams } from '../catalogue/listingQuery';
import { productTile } from '../catalogue/productTile';
import { readListingOrDefault } from './listingFallback.server';
import { loadFrequentSearchTerms } from './searchTerms.server';
import type { RequestStoreApi } from './storeApi.server';

const searchQuerySchema = z.object({
  search: z.string().trim().max(200).catch(''),
  p: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/**
 * /search?search={term}&p={page}: results of POST /store-api/search; an empty term shows no results. The
 * frequently searched terms (spec 2.4) are read beside the search (cached, no waterfall) and shown when the term
 * is empty or finds nothing.
 */
export async function loadSearchPage(storeApi: RequestStoreApi, url: URL) {
  const { search: term, p: page } = searchQuerySchema.parse({
    search: url.searchParams.get('search') ?? '',
    p: url.searchParams.get('p') ?? 1,
  });
  const frequentTerms = loadFrequentSearchTerms(storeApi);
  if (term === '') {
    return {
      term,
      page,
      limit: LISTING_LIMIT,
      total: 0,
      totalPages: 1,
      products: [],
      frequentTerms: await frequentTerms,
    };
  }
  // Issue 12: a sort or filter the Store API refuses falls back to the default listing.
  const { listing } = await readListingOrDefault(readListingParams(url.searchParams), page, (query) =>
    storeApi.client.catalogue.searchProducts(term, query),
  );
  const limit = listing.limit ?? LISTING_LIMIT;
  const total = listing.total ?? listing.elements.length;
  return {
    term,
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil((listing.total ?? 0) / limit)),
    products: listing.elements.map((product) => productTile(product, storeApi.locale)),
    frequentTerms: total === 0 ? await frequentTerms : [],
  };
}
