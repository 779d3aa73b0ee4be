import { data, type MiddlewareFunction } from 'react-router';
import { serverConfig } from '../server/config.server';
import { isCrossSite } from './crossSiteRule';

/** Whether a request is a mutation another site made the browser send (the rule: crossSiteRule.ts). */
export function isCrossSiteRequest(request: Request, shopOrigins: readonly string[]): boolean {
  return isCrossSite(
    {
      method: request.method,
      secFetchSite: request.headers.get('sec-fetch-site'),
      origin: request.headers.get('origin'),
    },
    shopOrigins,
  );
}

/** The shop's origins: the one the request was addressed to, and the configured public URL behind a proxy. */
export function shopOriginsOf(request: Request, appUrl: string): string[] {
  return [new URL(request.url).origin, new URL(appUrl).origin];
}

/**
 * Root middleware: one refusal for every action of every route, so no action can forget it. The shop's server
 * refuses such requests before routing already (with the error page in the path's language); this covers every
 * other way the app is served (the dev server, another adapter).
 */
export const crossSiteMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
  if (isCrossSiteRequest(request, shopOriginsOf(request, serverConfig().appUrl))) {
    throw data('Cross-site request refused', {
      status: 403,
      headers: { 'Cache-Control': 'private, no-store' },
    });
  }
  return next();
};
