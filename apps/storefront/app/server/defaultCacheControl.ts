import { isPersonalSetCookie } from '../session/cookies';
import { cacheControlFor } from './securityHeaders';

/**
 * Sets the Cache-Control of a page's answer unless a route set one (an account page, a preview, the cart's
 * recommendations): shared for a guest's GET, `private, no-store` otherwise (cacheControlFor). Documents and data
 * answers (React Router's `.data` requests: link prefetches, client navigations, revalidations) get the same one:
 * without it a data answer carried none, so the page cache and any shared cache in front of the shop rendered every
 * prefetch again, and a page view prefetches the data of every link in view (spec 2.1), nine on the home page.
 */
export function setDefaultCacheControl(
  headers: Headers,
  method: string,
  status: number,
  hasSession: boolean,
): void {
  if (headers.has('Cache-Control')) return;
  headers.set(
    'Cache-Control',
    cacheControlFor(method, status, hasSession, headers.getSetCookie().some(isPersonalSetCookie)),
  );
}
