/** Spec 2.2: the paginated form /{all...}/p={page}; page 1 is the plain path. The query (filters) is kept. */
export function listingPageHref(basePath: string, page: number, search: string): string {
  const base = basePath.replace(/\/p=\d+\/?$/, '').replace(/\/+$/, '');
  return page <= 1 ? `${base}/${search}` : `${base}/p=${page}${search}`;
}
