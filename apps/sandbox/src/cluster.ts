import { clusterWorkerData, serveAsClusterWorker, startCluster } from '@beautyshop/node-server';
import { prepareDatabase } from './index.js';
import { createSandboxServer } from './sandbox-server.js';

export interface SandboxClusterOptions {
  /** 0 picks any free port; all workers share it. */
  port: number;
  dbFile: string;
  /** Number of listed products of a new seed. */
  products?: number;
  workers: number;
}

export interface RunningSandboxCluster {
  url: string;
  storeApiUrl: string;
  port: number;
  /** Open connections of each worker, as the primary counts them to hand out the next one. */
  openConnections(): number[];
  close(): Promise<void>;
}

const CLUSTER = 'sandbox';

/** What the primary hands each worker: the bound origin (workers write it into URLs) and the prepared database. */
interface SandboxWorkerData {
  origin: string;
  dbFile: string;
}

/**
 * Serves the sandbox from several processes on one port (@beautyshop/node-server: the primary listens and hands
 * each connection to the worker with the fewest open ones). A Store API request is synchronous CPU work (SQLite,
 * the listing index, rendering), so one process uses one core however many shoppers wait; workers share the
 * SQLite file, which WAL lets many processes read while one writes. Contexts live in SQLite, so a shopper's token
 * works whichever worker answers.
 */
export async function startSandboxCluster(options: SandboxClusterOptions): Promise<RunningSandboxCluster> {
  // Seeding and migrations run once, here, before any worker opens the file.
  prepareDatabase(options).close();
  const cluster = await startCluster({
    name: CLUSTER,
    port: options.port,
    workers: options.workers,
    workerData: ({ url }): SandboxWorkerData => ({ origin: url, dbFile: options.dbFile }),
  });
  return { ...cluster, storeApiUrl: `${cluster.url}/store-api` };
}

/** True in a process the cluster forked. */
export function isSandboxClusterWorker(): boolean {
  return clusterWorkerData(CLUSTER) !== undefined;
}

/** A worker's side: serves the connections the primary hands it, over the prepared database, until told to stop. */
export async function runSandboxClusterWorker(): Promise<void> {
  const worker = clusterWorkerData(CLUSTER);
  if (!worker) throw new Error('sandbox: not a worker of the sandbox cluster');
  const { origin, dbFile } = worker.data as SandboxWorkerData;
  const db = prepareDatabase({ dbFile, seed: false });
  serveAsClusterWorker(
    createSandboxServer(db, () => origin),
    { onStop: () => db.close() },
  );
}
