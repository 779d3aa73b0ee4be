import { serverConfig } from '../server/config.server';

/**
 * Issue 16: every mutating action refuses requests another site made the browser send (CSRF). A browser tells
 * where a request comes from in `Sec-Fetch-Site` (every current browser) and `Origin` (every POST); requests
 * without either are not a browser acting for a shopper, so they cannot carry a stolen session against them.
 */
export function isCrossSiteRequest(request: Request, shopOrigins: readonly string[]): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const site = request.headers.get('sec-fetch-site');
  // `same-site` is another host of the same registrable domain: not the shop either.
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  // A sandboxed frame or a redirect chain across origins sends the opaque origin 'null'.
  return !shopOrigins.includes(origin);
}

/** The 403 a refused cross-site action answers; the route's error boundary shows it. */
export function crossSiteRefusal(): Response {
  return new Response('Cross-site request refused', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/** Throws the 403 for a cross-site request; the first line of every action. */
export function refuseCrossSite(request: Request): void {
  const origins = [new URL(request.url).origin, new URL(serverConfig().appUrl).origin];
  if (isCrossSiteRequest(request, origins)) throw crossSiteRefusal();
}
