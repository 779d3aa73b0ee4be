import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import {
  CONNECTION_CLOSED_MESSAGE,
  LeastConnections,
  listenForWorkers,
  serveConnectionsFromPrimary,
} from './http/connection-balancer.js';
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

const WORKER_ENV = 'SANDBOX_CLUSTER_WORKER';
const READY_MESSAGE = 'sandbox:worker-ready';
const HOST = '127.0.0.1';

/**
 * Serves the sandbox from several processes on one port. A Store API request is synchronous CPU work (SQLite,
 * the listing index, rendering), so one process uses one core however many shoppers wait; workers share the
 * SQLite file, which WAL lets many processes read while one writes. Contexts live in SQLite, so a shopper's token
 * works whichever worker answers. This process listens and hands each connection to the worker with the fewest
 * open ones (see connection-balancer.ts).
 */
export async function startSandboxCluster(options: SandboxClusterOptions): Promise<RunningSandboxCluster> {
  // Seeding and migrations run once, here, before any worker opens the file.
  prepareDatabase(options).close();
  const balancer = new LeastConnections<Worker>();
  const { server, flush } = listenForWorkers(balancer);
  // Listening comes first because the workers write the port into URLs (media, structured data); connections
  // that arrive before a worker is ready wait, paused.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  let state: 'starting' | 'serving' | 'closing' = 'starting';
  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ [WORKER_ENV]: JSON.stringify({ port, dbFile: options.dbFile }) });
      worker.on('message', (message: unknown) => {
        if (message === CONNECTION_CLOSED_MESSAGE) balancer.closed(worker);
        else if (message === READY_MESSAGE) {
          balancer.add(worker);
          flush();
          resolve();
        }
      });
      worker.once('exit', (code, signal) => {
        balancer.remove(worker);
        reject(new Error(`sandbox: worker ${worker.id} exited with ${code ?? signal} while starting`));
        // One that fails to start is not replaced: the next would most likely fail the same way.
        if (state !== 'serving') return;
        // A worker that dies is replaced, so one crash does not halve the sandbox for the rest of a test run.
        console.error(`sandbox: worker ${worker.id} exited (${code ?? signal}); starting another`);
        fork().catch((error: unknown) => console.error(error));
      });
    });
  const stopWorkers = async () => {
    state = 'closing';
    server.close();
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(Array.from({ length: options.workers }, fork));
    state = 'serving';
  } catch (error) {
    await stopWorkers();
    throw error;
  }
  const url = `http://${HOST}:${port}`;
  return {
    url,
    storeApiUrl: `${url}/store-api`,
    port,
    openConnections: () => balancer.openConnections(),
    close: stopWorkers,
  };
}

/** True in a process the cluster forked. */
export function isSandboxClusterWorker(): boolean {
  return cluster.isWorker && process.env[WORKER_ENV] !== undefined;
}

/** A worker's side: serves the connections the primary hands it, over the prepared database, until told to stop. */
export async function runSandboxClusterWorker(): Promise<void> {
  const { port, dbFile } = JSON.parse(process.env[WORKER_ENV] ?? '{}') as { port: number; dbFile: string };
  const db = prepareDatabase({ dbFile, seed: false });
  const origin = `http://${HOST}:${port}`;
  const server = createSandboxServer(db, () => origin);
  serveConnectionsFromPrimary(server);
  const stop = () => {
    server.closeAllConnections();
    db.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The primary is gone (killed, or a watcher restarted it): a worker must not outlive it.
  process.once('disconnect', stop);
  process.send?.(READY_MESSAGE);
}
