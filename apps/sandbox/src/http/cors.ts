import type { MiddlewareHandler } from 'hono';

const ALLOW_HEADERS = [
  'Content-Type',
  'Accept',
  'sw-access-key',
  'sw-context-token',
  'sw-language-id',
  'sw-include-seo-urls',
].join(',');
const EXPOSE_HEADERS = ['sw-context-token', 'sw-access-key', 'sw-language-id'].join(',');
const ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'].join(',');

/**
 * Shopware answers CORS for the Store API unconditionally with `*` (its CorsListener). The headers go through
 * `c.header`, not `c.res.headers`: touching `c.res` before the handler makes Hono rebuild the route's answer as
 * a full WHATWG Response, which cost a 200 KB listing about 2 ms of string conversion and stream copying.
 */
export function storeApiCors(): MiddlewareHandler {
  return async (c, next) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
      c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
      return c.body(null, 204);
    }
    await next();
  };
}
