import { isPersonalSetCookie } from '../session/cookies';
import { cacheControlFor } from './securityHeaders';

/**
 * Gives a data answer (React Router's `.data` requests: link prefetches, client navigations, revalidations) the
 * Cache-Control its document would get, unless a route set one. Without it a data answer carried none, so the page
 * cache and any shared cache in front of the shop rendered every prefetch again: a page view prefetches the data of
 * every link in view (spec 2.1), the header's categories alone nine, each a full run of the page's loaders.
 */
export function withDataCacheControl(response: Response, request: Request, hasSession: boolean): Response {
  if (response.headers.has('Cache-Control')) return response;
  response.headers.set(
    'Cache-Control',
    cacheControlFor(
      request.method,
      response.status,
      hasSession,
      response.headers.getSetCookie().some(isPersonalSetCookie),
    ),
  );
  return response;
}
