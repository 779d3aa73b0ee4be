import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.js';
import {
  STOCK_CHANGE_RETENTION_MS,
  STOCK_CHANGE_SWEEP_INTERVAL_MS,
  startStockChangeSweeper,
} from './catalogue/stock-change-sweeper.js';
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
  const deps = createSandboxDeps(db, origin, options);
  const app = createApp(deps);
  const listener = getRequestListener(app.fetch, { hostname: '127.0.0.1' });
  const server = createServer(inArrivalOrder(listener));
  // Every worker sweeps (deleting is idempotent, and a cluster has no process that outlives its workers).
  const sweeper = startStockChangeSweeper(db, {
    intervalMs: STOCK_CHANGE_SWEEP_INTERVAL_MS,
    retentionMs: STOCK_CHANGE_RETENTION_MS,
    now: deps.now,
  });
  server.once('close', () => sweeper.stop());
  return server;
}
