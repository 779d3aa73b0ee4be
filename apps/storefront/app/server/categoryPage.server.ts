import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { listingFacets } from '../catalogue/listingFacets';
import { LISTING_LIMIT, readListingParams } from '../catalogue/listingQuery';
import { productTile, translated } from '../catalogue/productTile';
import { loadCategoryContent } from './categoryContent.server';
import { readListingOrDefault } from './listingFallback.server';
import type { RequestStoreApi } from './storeApi.server';

/**
 * A category page (spec 2.4: CMS content plus product listing): the category, its listing and its content entry,
 * fetched in parallel (no waterfall). The content never fails the page; the category and listing do.
 */
export async function loadCategoryPage(
  storeApi: RequestStoreApi,
  categoryId: string,
  url: URL,
  page: number,
) {
  const { client, locale } = storeApi;
  const [category, { listing, params, paramsDropped }, content] = await Promise.all([
    client.catalogue.readCategory(categoryId),
    // Issue 12: a sort or filter the Store API refuses falls back to the default listing.
    readListingOrDefault(readListingParams(url.searchParams), page, (query) =>
      client.catalogue.readProductListing(categoryId, query),
    ),
    loadCategoryContent(storeApi, categoryId, url.pathname),
  ]);
  const limit = listing.limit ?? LISTING_LIMIT;
  return {
    kind: 'category' as const,
    /** A path to this page that exists in every locale (the language switcher's target, spec 2.4). */
    alternatePath: `/navigation/${category.id}/`,
    category: {
      id: category.id,
      /** The category's SEO path in the request's language, when it has one (spec 2.3). */
      seoPath: category.seoUrls?.find((url) => url.seoPathInfo !== '')?.seoPathInfo,
      name: translated(category, 'name', category.name),
      metaTitle: translated(category, 'metaTitle', ''),
      metaDescription: translated(category, 'metaDescription', ''),
      breadcrumb: category.translated.breadcrumb,
    },
    /** Content blocks above the listing, with the products their sliders name; none when there is no entry. */
    content: content ?? { blocks: [], products: [] },
    listing: {
      products: listing.elements.map((product) => productTile(product, locale)),
      total: listing.total ?? listing.elements.length,
      page,
      limit,
      totalPages: Math.max(1, Math.ceil((listing.total ?? 0) / limit)),
      sorting: params.order ?? listing.sorting,
      sortings: listing.availableSortings.map((sorting) => ({
        key: sorting.key,
        label: sorting.translated.label || sorting.label,
      })),
      facets: listingFacets(listing.aggregations, params),
      params,
      /** The shopper's sort or filters were refused and dropped (issue 12). */
      paramsDropped,
    },
  };
}

/** A 404 from the Store API (unknown id) is the shop's 404, not a server error. */
export function isNotFound(error: unknown): boolean {
  return isStoreApiHttpError(error) && error.status === 404;
}
