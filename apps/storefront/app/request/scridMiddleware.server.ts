import type { MiddlewareFunction } from 'react-router';
import { serverConfig } from '../server/config.server';
import { storeApiFor } from '../server/storeApi.server';
import { isSecureOrigin } from '../session/cookies';
import { scridCookie, scridToForward } from './scridForwarding';
import { shopRequestOf } from './shopRequest';

/**
 * Root middleware (spec 2.3): a page's scrid goes to the loyalty service once per visit. The call is fire and
 * forget: the page never waits for it, and its failure is silent (spec 8: other loyalty calls fail silently).
 * The response carries the visit's flag; as a personal cookie it keeps that one page out of shared caches.
 */
export const scridMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const scrid = scridToForward(new URL(request.url), request.headers.get('cookie'));
  if (scrid === undefined) return next();
  void storeApiFor(request, shopRequestOf(context))
    .then((storeApi) => storeApi.client.payback.sendPaybackScrid(scrid))
    .catch(() => false);
  const response = await next();
  // A copy: a redirect's headers are immutable.
  const headers = new Headers(response.headers);
  headers.append(
    'Set-Cookie',
    scridCookie(scrid, { secure: isSecureOrigin(new URL(serverConfig().appUrl)) }),
  );
  headers.set('Cache-Control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};
