/** Spec 2.2: the paginated form /{all...}/p={page}; page 1 is the plain path. The query (filters) is kept. */
export function listingPageHref(basePath: string, page: number, search: string): string {
  const base = basePath.replace(/\/p=\d+\/?$/, '').replace(/\/+$/, '');
  return page <= 1 ? `${base}/${search}` : `${base}/p=${page}${search}`;
}

/** /search keeps its page in the query (?p=), next to the term and any sorting or filters. */
export function searchPageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('p');
  else params.set('p', String(page));
  const query = params.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** Whether two paths show the same listing, on any of its pages (filters and sorting aside). */
export function isSameListing(pathname: string, other: string): boolean {
  return listingPageHref(pathname, 1, '') === listingPageHref(other, 1, '');
}
