import './productionMode.ts';
import { existsSync } from 'node:fs';
import { loadWorkspaceEnv, stopOnSignals } from '@beautyshop/node-server';
import { readConfig } from '../app/config/env.ts';
import {
  isStorefrontWorker,
  runStorefrontWorker,
  startStorefrontCluster,
  storefrontWorkers,
} from './cluster.ts';
import { SERVER_ENTRY } from './server.ts';

/**
 * `pnpm serve`: the production build against the backends the environment names (a real Shopware 6 and
 * Contentful, or a sandbox elsewhere), and nothing else: no sandbox is started and no setting is overwritten.
 * Settings come from the environment and the workspace's `.env` (the environment wins). A missing Store API
 * endpoint or key stops it before it listens, with spec 5's message. Worker processes (STOREFRONT_WORKERS) serve
 * one port on HOST (default 127.0.0.1: put a reverse proxy such as deploy/nginx.conf in front); `/healthz` and
 * `/readyz` answer load balancers; SIGTERM or SIGINT stops taking connections, lets requests in flight finish
 * (up to 5 s) and exits 0.
 */
async function main(): Promise<void> {
  if (isStorefrontWorker()) return runStorefrontWorker();
  loadWorkspaceEnv(import.meta.dirname);
  const config = readConfig(process.env);
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error('serve: there is no production build; run `pnpm build` (or `pnpm serve` from the root)');
  }
  // The workers inherit the environment; canonical links need the public URL before the port is known.
  process.env.APP_URL = config.appUrl;
  const workers = storefrontWorkers();
  const storefront = await startStorefrontCluster({
    port: config.port,
    host: process.env.HOST || '127.0.0.1',
    workers,
  });
  console.log(
    `storefront: serving ${storefront.url} (Store API ${config.storeApi.endpoint}; ` +
      `content ${config.content ? config.content.host : 'off'}; ${workers} server process${workers === 1 ? '' : 'es'})`,
  );
  stopOnSignals(() => storefront.close());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
