import { readListingParams, type SearchPageView, searchPageView } from '@beautyshop/catalogue';
import { z } from 'zod';
import { pathsIn } from '../locale/fromPath';
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
export async function loadSearchPage(storeApi: RequestStoreApi, url: URL): Promise<SearchPageView> {
  const { search: term, p: page } = searchQuerySchema.parse({
    search: url.searchParams.get('search') ?? '',
    p: url.searchParams.get('p') ?? 1,
  });
  const frequentTerms = loadFrequentSearchTerms(storeApi);
  // Issue 12: a sort or filter the Store API refuses falls back to the default listing.
  const listing =
    term === ''
      ? undefined
      : (
          await readListingOrDefault(readListingParams(url.searchParams), page, (query) =>
            storeApi.client.catalogue.searchProducts(term, query),
          )
        ).listing;
  return searchPageView(
    { term, page, listing, frequentTerms: await frequentTerms },
    pathsIn(storeApi.locale.locale),
  );
}
