import type { CategoryPageView, ProductTile, SearchPageView } from '@beautyshop/catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A category page's loader data, told apart from a product page's (the /{all...} route answers both). */
function isCategoryPage(data: unknown): data is Pick<CategoryPageView<unknown>, 'kind' | 'listing'> {
  return isRecord(data) && data.kind === 'category' && isRecord(data.listing);
}

/** A search page's loader data (a term and its products). */
function isSearchPage(data: unknown): data is Pick<SearchPageView, 'term' | 'products'> {
  return isRecord(data) && typeof data.term === 'string' && Array.isArray(data.products);
}

/** The products of a category page's loader data, fetched for 'load more'. */
export function categoryPageProducts(data: unknown): readonly ProductTile[] | undefined {
  return isCategoryPage(data) ? data.listing.products : undefined;
}

/** The products of a search page's loader data, fetched for 'load more'. */
export function searchPageProducts(data: unknown): readonly ProductTile[] | undefined {
  return isSearchPage(data) ? data.products : undefined;
}
