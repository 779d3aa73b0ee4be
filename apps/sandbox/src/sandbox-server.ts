import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import type { SandboxDatabase } from './db/open.js';
import { createSandboxDeps, type SandboxDepsOptions } from './deps.js';
import { inArrivalOrder } from './http/arrival-order.js';

/**
 * The sandbox's HTTP server over a prepared database, not listening: `startSandbox` listens on a port, a cluster
 * worker is handed its connections by the primary (see cluster.ts). `origin` is read per request, so it may be
 * known only once the port is bound.
 */
export function createSandboxServer(
  db: SandboxDatabase,
  origin: () => string,
  options: SandboxDepsOptions = {},
): Server {
  const app = createApp(createSandboxDeps(db, origin, options));
  const listener = getRequestListener(app.fetch, { hostname: '127.0.0.1' });
  return createServer(inArrivalOrder(listener));
}
