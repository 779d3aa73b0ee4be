import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveHttp } from '@beautyshop/node-server';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { readConfig } from '../app/config/env.ts';
import { createPageCache } from './pageCache.ts';
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

/**
 * The storefront's HTTP server for the production build, not yet listening: `startStorefront` listens on a port,
 * a cluster worker is handed connections by the primary instead (see cluster.ts). Reads the configuration
 * first, so a missing Store API endpoint or key refuses to start with the spec's message instead of failing at the
 * first request.
 */
export async function createStorefrontServer(): Promise<Server> {
  readConfig(process.env);
  const clientRoot = resolve(APP_ROOT, 'build/client');
  const build = (await import(pathToFileURL(resolve(APP_ROOT, 'build/server/index.js')).href)) as ServerBuild;
  const render = createRequestHandler(build, 'production');
  const pageCache = pageCacheEnabled(process.env)
    ? createPageCache({ maxBytes: PAGE_CACHE_BYTES })
    : undefined;
  const handleDocument = createRequestListener((request) =>
    pageCache ? pageCache(request, (page) => render(page)) : render(request),
  );
  const serveStatic = createStaticFiles(clientRoot);
  return createServer((request, response) => {
    if (serveStatic(request, response)) return;
    Promise.resolve(handleDocument(request, response)).catch((error: unknown) => {
      console.error('[storefront] request failed', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
}

/** Serves the production build on loopback (or `host`); `close` stops gracefully. */
export async function startStorefront(options: { port: number; host?: string }): Promise<RunningStorefront> {
  return serveHttp(await createStorefrontServer(), options);
}
