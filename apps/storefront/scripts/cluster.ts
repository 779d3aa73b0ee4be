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
  serveAsClusterWorker(await createStorefrontServer());
}

/**
 * Serves the storefront from `workers` processes on one port (architecture: the server keeps no state of its own,
 * so any number of processes can answer; @beautyshop/node-server hands each connection to the least busy one).
 * Even one worker is a process of its own: the primary only listens, so it outlives a worker that dies and starts
 * another. The workers inherit this process's environment, so callers fill it (from the sandbox) before calling.
 */
export function startStorefrontCluster(options: {
  port: number;
  workers: number;
}): Promise<RunningStorefront> {
  return startCluster({ name: CLUSTER, port: options.port, workers: options.workers });
}
