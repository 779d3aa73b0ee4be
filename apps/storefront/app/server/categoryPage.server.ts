import { type CategoryPageView, categoryPageView, readListingParams } from '@beautyshop/catalogue';
import { isStoreApiHttpError } from '@beautyshop/store-api-client';
import { pathsIn } from '../locale/fromPath';
import type { CategoryContent } from '../views/contentViews';
import { loadCategoryContent } from './categoryContent.server';
import { readListingOrDefault } from './listingFallback.server';
import type { RequestStoreApi } from './storeApi.server';

/** Content blocks above the listing, with the products their sliders name; none when there is no entry. */
const NO_CONTENT: CategoryContent = { blocks: [], products: [] };

/**
 * A category page (spec 2.4: CMS content plus product listing): the category, its listing and its content entry,
 * fetched in parallel (no waterfall). The content never fails the page; the category and listing do.
 */
export async function loadCategoryPage(
  storeApi: RequestStoreApi,
  categoryId: string,
  url: URL,
  page: number,
): Promise<CategoryPageView<CategoryContent>> {
  const { client, locale } = storeApi;
  const [category, { listing, params, paramsDropped }, content] = await Promise.all([
    client.catalogue.readCategory(categoryId),
    // Issue 12: a sort or filter the Store API refuses falls back to the default listing.
    readListingOrDefault(readListingParams(url.searchParams), page, (query) =>
      client.catalogue.readProductListing(categoryId, query),
    ),
    loadCategoryContent(storeApi, categoryId, url.pathname),
  ]);
  return categoryPageView(
    { category, listing, params, paramsDropped, page, content: content ?? NO_CONTENT },
    pathsIn(locale.locale),
  );
}

/** A 404 from the Store API (unknown id) is the shop's 404, not a server error. */
export function isNotFound(error: unknown): boolean {
  return isStoreApiHttpError(error) && error.status === 404;
}
