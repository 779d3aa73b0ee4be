import type { Category, ProductListing } from '@beautyshop/store-api-client';
import { appliedListingParams } from './appliedFilters.js';
import { type ListingFacets, listingFacets } from './listingFacets.js';
import type { ListingParams } from './listingParams.js';
import { LISTING_LIMIT } from './listingQuery.js';
import { listingLinkSearch } from './listingUrl.js';
import { type LocalizePath, type ProductTile, productTile, translated } from './productTile.js';

/** The category a listing page is about, in the context language. */
export interface CategoryView {
  id: string;
  /** The category's SEO path in the request's language, when it has one (spec 2.3). */
  seoPath: string | undefined;
  name: string;
  metaTitle: string;
  metaDescription: string;
  breadcrumb: Category['translated']['breadcrumb'];
}

/** A sorting the listing offers (Shopware's `availableSortings`), labelled in the context language. */
export interface ListingSortingView {
  key: string;
  label: string;
}

/** One page of a category listing with its sorting, filter choices and the filter state the Store API applied. */
export interface ListingView {
  products: ProductTile[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  sorting: string | undefined;
  /**
   * The sorting the listing has when the URL names none (the Store API's `sorting` then); undefined when not
   * known. The shop keeps it out of URLs (issue 19), as it does empty values (spec 5).
   */
  defaultSorting: string | undefined;
  sortings: ListingSortingView[];
  /** The filter choices, marked as the Store API applied them (`currentFilters`, spec 3). */
  facets: ListingFacets;
  /** The filter state the Store API applied (`appliedListingParams`), with the URL's sorting. */
  params: ListingParams;
  /** The Store API refused the shopper's sort or filters: the listing shows the default sort, unfiltered. */
  paramsDropped: boolean;
  /**
   * The query the listing's page links carry (`listingLinkSearch` of the URL's; '' when its parameters were
   * dropped): what the listing reads, not a copy of whatever the URL held.
   */
  search: string;
}

/** A category page (spec 2.4): the category, the content above its listing, and the listing. */
export interface CategoryPageView<Content> {
  kind: 'category';
  /** A path to this page that exists in every locale (the language switcher's target, spec 2.4). */
  alternatePath: string;
  category: CategoryView;
  /** Content blocks above the listing; the catalogue does not look into them. */
  content: Content;
  listing: ListingView;
}

/** Pages of a listing: at least one, so that an empty listing still has its first page. */
export function listingPageCount(total: number | undefined, limit: number): number {
  return Math.max(1, Math.ceil((total ?? 0) / limit));
}

/** A category page from the category read, one listing page and the URL's listing parameters. */
export function categoryPageView<Content>(
  input: {
    category: Category;
    listing: ProductListing;
    params: ListingParams;
    /** The shopper's sort or filters were refused and dropped (the page says so). */
    paramsDropped?: boolean;
    /** The query of the page's URL (`?order=price-asc`), whose listing parameters its page links keep. */
    search?: string;
    page: number;
    content: Content;
    /** The plugin configuration's size property group (spec 3), whose filter values sort by size (spec 5). */
    sizePropertyGroupId?: string | undefined;
    /**
     * The listing's sorting without an order (read apart when the URL names one); when the URL names none,
     * the listing's own sorting is the default.
     */
    defaultSorting?: string | undefined;
  },
  localizePath: LocalizePath,
): CategoryPageView<Content> {
  const { category, listing, params, page, content, paramsDropped = false, sizePropertyGroupId } = input;
  const limit = listing.limit ?? LISTING_LIMIT;
  const facets = listingFacets(listing.aggregations, listing.currentFilters, sizePropertyGroupId);
  return {
    kind: 'category',
    alternatePath: `/navigation/${category.id}/`,
    category: {
      id: category.id,
      seoPath: category.seoUrls?.find((url) => url.seoPathInfo !== '')?.seoPathInfo,
      name: translated(category, 'name', category.name),
      metaTitle: translated(category, 'metaTitle', ''),
      metaDescription: translated(category, 'metaDescription', ''),
      breadcrumb: category.translated.breadcrumb,
    },
    content,
    listing: {
      products: listing.elements.map((product) => productTile(product, localizePath)),
      total: listing.total ?? listing.elements.length,
      page,
      limit,
      totalPages: listingPageCount(listing.total, limit),
      sorting: params.order ?? listing.sorting,
      defaultSorting: params.order === undefined ? listing.sorting : input.defaultSorting,
      sortings: listing.availableSortings.map((sorting) => ({
        key: sorting.key,
        label: sorting.translated.label || sorting.label,
      })),
      facets,
      params: appliedListingParams(params, listing.currentFilters, facets),
      paramsDropped,
      search: paramsDropped ? '' : listingLinkSearch(input.search ?? ''),
    },
  };
}
