/**
 * Spec 2.1: the route frontend.navigation.page gets a trailing slash added to its path. A page read of
 * `/navigation/{id}` without it answers the slashed form's address (query kept); posts and slashed paths none.
 */
export function navigationSlashRedirect(method: string, url: URL): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (url.pathname.endsWith('/')) return undefined;
  return `${url.pathname}/${url.search}`;
}
