import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import { resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { serveHttp } from '@beautyshop/node-server';
import { createRequestListener } from '@remix-run/node-fetch-server';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { readConfig } from '../app/config/env.ts';
import { isCrossSite } from '../app/request/crossSiteRule.ts';
import { RETRY_AFTER_SECONDS } from '../app/server/backendFailure.ts';
import { withRenderBudget } from '../app/server/renderBudget.ts';
import { BASE_SECURITY_HEADERS } from '../app/server/securityHeaders.ts';
import { compressAnswer } from './compressAnswer.ts';
import { createHealthChecks } from './healthChecks.ts';
import { createPageCache } from './pageCache.ts';
import { errorPagePath, pathOfTarget, refusalAnswer } from './refusalAnswer.ts';
import { ALLOW_HEADER, screenRequest } from './requestScreen.ts';
import { onOriginLocation } from './safeLocation.ts';
import { createStaticFiles } from './staticFiles.ts';

/** About 600 category pages. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** PAGE_CACHE=off serves every page from the renderer (the bench's render figures, debugging). */
export function pageCacheEnabled(env: NodeJS.ProcessEnv): boolean {
  return env.PAGE_CACHE !== 'off';
}

export interface RunningStorefront {
  url: string;
  port: number;
  close(): Promise<void>;
}

const APP_ROOT = resolve(import.meta.dirname, '..');
/** The production build's server entry, which a server process imports (and a rebuild replaces, buildReload.ts). */
export const SERVER_ENTRY = resolve(APP_ROOT, 'build/server/index.js');

/**
 * The storefront's HTTP server for the production build, not yet listening: `startStorefront` listens on a port,
 * a cluster worker is handed connections by the primary instead (see cluster.ts). Reads the configuration
 * first, so a missing Store API endpoint or key refuses to start with the spec's message instead of failing at the
 * first request.
 *
 * Load balancers' `GET /healthz` and `GET /readyz` are answered before routing (healthChecks).
 *
 * Issue 12: no request ends the process. A method, target or encoding the app cannot take is refused before
 * routing (requestScreen), malformed HTTP gets its status from the parser's error, every answer carries the base
 * security headers and an on-origin `Location` (safeLocation), a 503 says when to come back, each render has its
 * budget (RENDER_BUDGET_MS), and a request that throws anyway is logged once and answered 500.
 */
export async function createStorefrontServer(): Promise<Server> {
  const config = readConfig(process.env);
  keepServingThroughUnexpectedErrors();
  const origin = config.appUrl;
  const clientRoot = resolve(APP_ROOT, 'build/client');
  const build = (await import(pathToFileURL(SERVER_ENTRY).href)) as ServerBuild;
  const render = createRequestHandler(build, 'production');
  const { errorStatusContext } = build.entry.module as unknown as {
    errorStatusContext: RouterContext<number>;
  };
  const pageCache = pageCacheEnabled(process.env)
    ? createPageCache({ maxBytes: PAGE_CACHE_BYTES })
    : undefined;
  const renderErrorPage = (status: number, path: string) =>
    withRenderBudget(config.renderBudgetMs, () =>
      render(
        new Request(new URL(errorPagePath(path), origin), { headers: { accept: 'text/html' } }),
        new RouterContextProvider(new Map([[errorStatusContext, status]])),
      ),
    );
  const handleDocument = createRequestListener(async (request) => {
    const answer = await withRenderBudget(config.renderBudgetMs, () =>
      pageCache ? pageCache(request, (page) => render(page)) : render(request),
    );
    // Issue 18: a page cache copy comes gzipped already; a rendered answer is gzipped on the fly.
    return compressAnswer(request, checkedAnswer(answer, origin));
  });
  const serveStatic = createStaticFiles(clientRoot);
  const healthChecks = createHealthChecks(config);
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.setHeader(name, value);
    const method = request.method ?? '';
    const target = request.url ?? '';
    try {
      // Load balancers' probes (GET /healthz, /readyz) before any routing or render.
      if (healthChecks(request, response)) return;
      const refusal = screenRequest(method, target, request.headers.host);
      if (refusal?.kind === 'offOriginPath') {
        response.writeHead(refusal.status, {
          Location: refusal.location,
          'Cache-Control': 'private, no-store',
        });
        response.end();
        return;
      }
      const crossSite = isCrossSite(
        {
          method,
          secFetchSite: headerOf(request, 'sec-fetch-site'),
          origin: headerOf(request, 'origin'),
        },
        [
          `http://${request.headers.host ?? ''}`,
          `https://${request.headers.host ?? ''}`,
          new URL(origin).origin,
        ],
      );
      if (refusal || crossSite) {
        void refusalAnswer(refusal?.status ?? 403, target, request.headers.accept, renderErrorPage)
          .then((answer) => sendAnswer(answer, method, response))
          .catch((error: unknown) => failed(request, response, error));
        return;
      }
      if (serveStatic(request, response)) return;
      Promise.resolve(handleDocument(request, response)).catch((error: unknown) =>
        failed(request, response, error),
      );
    } catch (error) {
      failed(request, response, error);
    }
  });
  // Malformed HTTP (an unknown method such as TRACK, headers over Node's 16 KB, bad framing) never reaches the
  // handler: the parser's error says which answer fits.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    answerRaw(socket, clientErrorStatus(error.code));
  });
  // CONNECT is not a request for a page: Node hands it over as a tunnel, which the shop does not offer.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => answerRaw(socket, 405));
  return server;
}

/** Off-site redirect targets the configuration names: the social login provider (issue 16). */
function trustedRedirectOrigins(): string[] {
  const provider = process.env.SOCIAL_LOGIN_AUTHORIZE_URL;
  if (!provider) return [];
  try {
    return [new URL(provider).origin];
  } catch {
    return [];
  }
}

/** The answer as the shopper gets it: a `Location` kept on the shop's origin, and `Retry-After` with every 503. */
function checkedAnswer(answer: Response, origin: string): Response {
  const location = answer.headers.get('location');
  const safe = location === null ? null : onOriginLocation(location, origin, trustedRedirectOrigins());
  const needsRetryAfter = answer.status === 503 && !answer.headers.has('retry-after');
  // React Router answers a form method on a route without an action with 405 and no Allow: such a route reads.
  const needsAllow = answer.status === 405 && !answer.headers.has('allow');
  if (safe === location && !needsRetryAfter && !needsAllow) return answer;
  // A copy: a redirect's headers may be immutable.
  const headers = new Headers(answer.headers);
  if (safe !== null) headers.set('location', safe);
  if (needsRetryAfter) headers.set('retry-after', String(RETRY_AFTER_SECONDS));
  if (needsAllow) headers.set('allow', 'GET, HEAD');
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

async function sendAnswer(answer: Response, method: string, response: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of answer.headers) headers[name] = value;
  const body = method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer());
  if (body) headers['content-length'] = String(body.byteLength);
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** A request header as one value (Node lists repeated headers as an array). */
function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The status for a request the HTTP parser refused. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_INVALID_METHOD') return 501;
  if (code === 'HPE_URI_TOO_LONG') return 414;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** A plain answer written straight to the socket (the request never became one), then the connection closes. */
function answerRaw(socket: Duplex, status: number): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    errors: [{ status: String(status), title: STATUS_CODES[status] ?? 'Error' }],
  });
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Connection: close',
    'Cache-Control: private, no-store',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(status === 405 || status === 501 ? [`Allow: ${ALLOW_HEADER}`] : []),
    ...Object.entries(BASE_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * A request that threw where nothing expected it: logged once, by method and path only (the query and the headers
 * may carry a shopper's data), and answered 500 if nothing was sent yet; the process keeps serving.
 */
function failed(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  const path = pathOfTarget(request.url ?? '').slice(0, 200);
  console.error(`[storefront] ${request.method} ${path} failed:`, describe(error));
  if (!response.headersSent) {
    response.statusCode = 500;
    response.setHeader('Cache-Control', 'private, no-store');
  }
  response.end();
}

const describe = (error: unknown) =>
  error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);

let guarding = false;

/**
 * Issue 12: an error that escapes every request (a rejected promise nobody awaited, a throw in a timer) is logged
 * and the process keeps serving its other requests instead of exiting.
 */
function keepServingThroughUnexpectedErrors(): void {
  if (guarding) return;
  guarding = true;
  process.on('unhandledRejection', (reason) =>
    console.error('[storefront] unhandled rejection:', describe(reason)),
  );
  process.on('uncaughtException', (error) =>
    console.error('[storefront] uncaught exception:', describe(error)),
  );
}

/** Serves the production build on loopback (or `host`); `close` stops gracefully. */
export async function startStorefront(options: { port: number; host?: string }): Promise<RunningStorefront> {
  return serveHttp(await createStorefrontServer(), options);
}
