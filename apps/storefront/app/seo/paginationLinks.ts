import { listingPageHref } from '@beautyshop/catalogue';
import type { MetaDescriptor } from 'react-router';

/**
 * Spec 2.2 /{all...}/p={page}: a paginated listing names its neighbours with `rel="prev"` and `rel="next"`, at
 * their one URL (page one without a page segment), with the page's filters and sorting (the page's own links
 * keep them too). The page's canonical, its own URL without the query, is set by the root (spec 2.3).
 */
export function paginationLinks(
  canonical: string,
  listing: { page: number; totalPages: number },
  /** The listing's own query (`ListingView.search`), not the URL's as it came. */
  search: string,
): MetaDescriptor[] {
  if (canonical === '') return [];
  const { origin, pathname } = new URL(canonical);
  const hrefOf = (page: number) => `${origin}${listingPageHref(pathname, page, search)}`;
  return [
    ...(listing.page > 1 ? [{ tagName: 'link', rel: 'prev', href: hrefOf(listing.page - 1) }] : []),
    ...(listing.page < listing.totalPages
      ? [{ tagName: 'link', rel: 'next', href: hrefOf(listing.page + 1) }]
      : []),
  ];
}
