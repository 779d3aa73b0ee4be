import './productionMode.ts';
import { resolve } from 'node:path';
import { loadWorkspaceEnv, stopOnSignals } from '@beautyshop/node-server';
import {
  isStorefrontWorker,
  runStorefrontWorker,
  startStorefrontCluster,
  storefrontWorkers,
} from './cluster.ts';
import { environmentFromSandbox, readSandboxInfo, sandboxMailOrigins } from './sandboxEnv.ts';
import { startSandboxProcess } from './sandboxProcess.ts';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} "${raw}" is not a port`);
  return port;
}

/**
 * `pnpm start`: the sandbox in a process of its own, its /sandbox/info turned into the environment, and the
 * production build served by worker processes (STOREFRONT_WORKERS, at least one) that inherit that environment.
 * This process only listens and hands connections over, so neither a shop worker nor the sandbox can end the
 * other (issue 12): a process that dies is started again.
 */
async function main(): Promise<void> {
  if (isStorefrontWorker()) return runStorefrontWorker();
  // Settings from the workspace's .env (the environment wins); the workers inherit them.
  loadWorkspaceEnv(import.meta.dirname);
  const dbFile = process.env.SANDBOX_DB || resolve(import.meta.dirname, '../../sandbox/.data/sandbox.sqlite');
  process.env.APP_URL ??= `http://127.0.0.1:${portFrom('PORT', 3000)}`;
  process.env.SANDBOX_STOREFRONT_ORIGINS = sandboxMailOrigins(process.env.APP_URL, process.env);
  const sandbox = await startSandboxProcess({ port: portFrom('SANDBOX_PORT', 4000), dbFile });
  Object.assign(process.env, environmentFromSandbox(await readSandboxInfo(sandbox.url), sandbox.url));
  const workers = storefrontWorkers();
  const storefront = await startStorefrontCluster({ port: portFrom('PORT', 3000), workers });
  console.log(
    `storefront: ${storefront.url}/de-de (sandbox ${sandbox.url}; ${workers} server process${workers === 1 ? '' : 'es'})`,
  );
  // Ctrl-C: the shop's workers finish what they serve, the sandbox stops, and the process exits 0.
  stopOnSignals(async () => {
    await Promise.all([storefront.close(), sandbox.close()]);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
