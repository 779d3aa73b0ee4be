import { clusterWorkerData, serveAsClusterWorker, startCluster, workerCount } from '@beautyshop/node-server';
import { createStorefrontServer, type RunningStorefront } from './server.ts';

const CLUSTER = 'storefront';

/** Server processes: STOREFRONT_WORKERS, else one per core up to four. */
export function storefrontWorkers(env: NodeJS.ProcessEnv = process.env): number {
  return workerCount('STOREFRONT_WORKERS', env);
}

/** True in a server process the cluster forked; such a process runs `runStorefrontWorker` and nothing else. */
export function isStorefrontWorker(): boolean {
  return clusterWorkerData(CLUSTER) !== undefined;
}

/** A forked process: serves the connections the primary hands it, until the primary goes away. */
export async function runStorefrontWorker(): Promise<void> {
  serveAsClusterWorker(await createStorefrontServer(), { graceMs: shutdownGraceMs() });
}

/**
 * How long a stopping worker lets the requests in flight finish before it closes their connections:
 * SHUTDOWN_GRACE_MS, default 10 s (below the 30 s a process manager or Kubernetes waits before it kills).
 */
export function shutdownGraceMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_GRACE_MS;
  if (raw === undefined || raw === '') return 10_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`SHUTDOWN_GRACE_MS "${raw}" is not a whole number of milliseconds up to 600000`);
  return ms;
}

/**
 * Serves the storefront from `workers` processes on one port (architecture: the server keeps no state of its own,
 * so any number of processes can answer; @beautyshop/node-server hands each connection to the least busy one).
 * Even one worker is a process of its own: the primary only listens, so it outlives a worker that dies and starts
 * another. The workers inherit this process's environment, so callers fill it (from the sandbox) before calling.
 */
export function startStorefrontCluster(options: {
  port: number;
  /** Loopback unless told otherwise. */
  host?: string;
  workers: number;
}): Promise<RunningStorefront> {
  return startCluster({ name: CLUSTER, ...options });
}
