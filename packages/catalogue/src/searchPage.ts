import type { ProductListing } from '@beautyshop/store-api-client';
import { listingPageCount } from './categoryPage.js';
import { LISTING_LIMIT } from './listingQuery.js';
import { type LocalizePath, type ProductTile, productTile } from './productTile.js';

/** A search result page: the term, one page of products, and the frequently searched terms to offer instead. */
export interface SearchPageView {
  term: string;
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  products: ProductTile[];
  /** Spec 2.4: shown when the term is empty or finds nothing; empty otherwise. */
  frequentTerms: string[];
}

/**
 * The search page for a term; `listing` is undefined for an empty term, which searches nothing. The frequently
 * searched terms are only kept when there is nothing else to show.
 */
export function searchPageView(
  input: { term: string; page: number; listing: ProductListing | undefined; frequentTerms: string[] },
  localizePath: LocalizePath,
): SearchPageView {
  const { term, page, listing, frequentTerms } = input;
  if (listing === undefined) {
    return { term, page, limit: LISTING_LIMIT, total: 0, totalPages: 1, products: [], frequentTerms };
  }
  const limit = listing.limit ?? LISTING_LIMIT;
  const total = listing.total ?? listing.elements.length;
  return {
    term,
    page,
    limit,
    total,
    totalPages: listingPageCount(listing.total, limit),
    products: listing.elements.map((product) => productTile(product, localizePath)),
    frequentTerms: total === 0 ? frequentTerms : [],
  };
}
