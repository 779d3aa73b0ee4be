import { z } from 'zod';
import { listingQueryFor, readListingParams } from '../catalogue/listingQuery';
import { productTile } from '../catalogue/productTile';
import type { RequestStoreApi } from './storeApi.server';

const searchQuerySchema = z.object({
  search: z.string().trim().max(200).catch(''),
  p: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** /search?search={term}&p={page}: results of POST /store-api/search; an empty term shows no results. */
export async function loadSearchPage(storeApi: RequestStoreApi, url: URL) {
  const { search: term, p: page } = searchQuerySchema.parse({
    search: url.searchParams.get('search') ?? '',
    p: url.searchParams.get('p') ?? 1,
  });
  if (term === '') return { term, page, total: 0, totalPages: 1, products: [] };
  const listing = await storeApi.client.catalogue.searchProducts(
    term,
    listingQueryFor(readListingParams(url.searchParams), page),
  );
  const limit = listing.limit ?? 24;
  return {
    term,
    page,
    total: listing.total ?? listing.elements.length,
    totalPages: Math.max(1, Math.ceil((listing.total ?? 0) / limit)),
    products: listing.elements.map((product) => productTile(product, storeApi.locale)),
  };
}
