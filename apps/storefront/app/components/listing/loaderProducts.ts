import type { ProductTile } from '../../catalogue/productTile';
import type { loadCategoryPage } from '../../server/categoryPage.server';
import type { loadSearchPage } from '../../server/searchPage.server';

type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
type SearchPageData = Awaited<ReturnType<typeof loadSearchPage>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The products of a category page's loader data, fetched for 'load more'. The /{all...} route also answers
 * product pages, so the kind is checked rather than assumed.
 */
export function categoryPageProducts(data: unknown): readonly ProductTile[] | undefined {
  if (!isRecord(data) || data.kind !== 'category' || !isRecord(data.listing)) return undefined;
  return (data as CategoryPageData).listing.products;
}

/** The products of a search page's loader data, fetched for 'load more'. */
export function searchPageProducts(data: unknown): readonly ProductTile[] | undefined {
  if (!isRecord(data) || typeof data.term !== 'string' || !Array.isArray(data.products)) return undefined;
  return (data as SearchPageData).products;
}
