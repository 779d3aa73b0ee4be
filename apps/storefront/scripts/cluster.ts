import cluster from 'node:cluster';
import { clusterWorkerData, serveAsClusterWorker, startCluster, workerCount } from '@beautyshop/node-server';
import { watchForNewBuild } from './buildReload.ts';
import { createStorefrontServer, type RunningStorefront, SERVER_ENTRY } from './server.ts';

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
  handOverOnNewBuild();
}

/** Between two workers' handovers: the first one's successor has loaded the build and answers by then. */
const HANDOVER_STAGGER_MS = 3_000;

/**
 * A rebuild in place (buildReload.ts) ends this worker gracefully once the new build loads: the primary starts a
 * successor on the new build, as for any worker that exits. The workers go one after another, so the others keep
 * answering meanwhile.
 */
function handOverOnNewBuild(): void {
  const id = cluster.worker?.id ?? 1;
  const turn = (id - 1) % Math.max(1, storefrontWorkers());
  watchForNewBuild({
    serverEntry: SERVER_ENTRY,
    onNewBuild: () => {
      setTimeout(() => {
        console.log(`storefront: a new build; worker ${id} hands over to one that serves it`);
        process.kill(process.pid, 'SIGTERM');
      }, turn * HANDOVER_STAGGER_MS).unref();
    },
    onBrokenBuild: () =>
      console.error(`storefront: the new build does not load; worker ${id} keeps serving the one it has`),
  });
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
