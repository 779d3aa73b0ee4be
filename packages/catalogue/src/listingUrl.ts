import { listingPageHref } from './listingPageHref.js';
import { readListingParams } from './listingParams.js';

/**
 * Spec 5: empty values are dropped. Returns the query without its empty parameters (`min-price=&rating=`), with a
 * leading '?' when anything is left; a query without empty values comes back exactly as given, so that a URL
 * already in its normal form is never rewritten (and never redirected to itself).
 */
export function withoutEmptyValues(search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([, value]) => value !== '');
  if (kept.length === [...params].length) return search === '?' ? '' : search;
  const query = new URLSearchParams(kept).toString();
  return query === '' ? '' : `?${query}`;
}

/** Form data as the listing's query: every value a text (files are no listing filter), empty ones dropped (spec 5). */
export function listingSearchOf(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return params;
}

/**
 * Spec 2.2 /{all...}/p={page}: a listing page has one URL, the form its links use (`listingPageHref`): page one
 * is the category path with its trailing slash and no page segment, a later page is `/p={page}` without a slash,
 * and the query carries no empty values (spec 5). Any other spelling of the same page (`/p=1`, `/p=1/`, `/p=2/`,
 * `/p=02`, `?rating=`) returns the location to redirect to, on the same origin, with the query kept; the URL in
 * its one form returns undefined.
 */
export function listingRedirectOf(pathname: string, page: number, search: string): string | undefined {
  // A path opened by '//' would be read as another host once it is a Location (`//evil.example/p=1`).
  const path = `/${pathname.replace(/^\/+/, '')}`;
  const location = listingPageHref(path, page, withoutEmptyValues(search));
  return location === `${pathname}${search}` ? undefined : location;
}

/** A page past the listing's last page does not exist (the shop's 404); page one always exists, even empty. */
export function isPastLastPage(page: number, totalPages: number): boolean {
  return page > 1 && page > totalPages;
}

const ID_LISTS = new Set(['manufacturer', 'properties']);
const SINGLE_VALUES = new Set(['order', 'min-price', 'max-price', 'rating', 'shipping-free']);

/** Whether the listing reads this one value of a single-valued parameter (a `rating=9` it ignores is not). */
function readsValue(name: string, value: string): boolean {
  const read = readListingParams(new URLSearchParams([[name, value]]));
  return name === 'shipping-free' ? read['shipping-free'] : read[name as keyof typeof read] !== undefined;
}

/**
 * The query a listing's own links carry (its pages, spec 2.2): the listing's parameters with the values it reads
 * (spec 4, 5), in the order given, and nothing else. A value the listing ignores (`rating=9`, an id that is no
 * id), a repeated single value, an empty one and a parameter of no listing (`p`, `utm_source`) would otherwise be
 * copied from page to page. Returns '' or a query with its leading '?'.
 */
export function listingLinkSearch(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (ID_LISTS.has(name)) {
      const ids = readListingParams(new URLSearchParams([[name, value]]))[
        name as 'manufacturer' | 'properties'
      ];
      if (ids.length > 0) kept.append(name, ids.join('|'));
    } else if (SINGLE_VALUES.has(name) && !kept.has(name) && readsValue(name, value)) {
      kept.append(name, value);
    }
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}
