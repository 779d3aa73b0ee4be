import { serverConfig } from '../server/config.server';

/**
 * Issue 17: every mutating action refuses cross-site requests. Browsers send `Sec-Fetch-Site` (same-origin for the
 * shop's own forms, none for a typed URL); older ones only `Origin`, which must be the shop's (the request's own
 * or the configured app URL behind a proxy). A request with neither header is not from a browser form.
 */
export function isCrossSiteRequest(request: Request, appUrl: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return origin !== new URL(request.url).origin && origin !== new URL(appUrl).origin;
}

/** Throws a 403 answer for a cross-site request; call first in every action. */
export function refuseCrossSite(request: Request): void {
  if (isCrossSiteRequest(request, serverConfig().appUrl)) {
    throw new Response('Cross-site requests are refused.', {
      status: 403,
      headers: { 'Cache-Control': 'private, no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
}
