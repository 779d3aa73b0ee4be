import cluster, { type Worker } from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import {
  CONNECTION_CLOSED_MESSAGE,
  listenForWorkers,
  serveConnectionsFromPrimary,
} from './connectionHandOver.js';
import { LeastConnections } from './leastConnections.js';
import { listen, type StopOptions, stopGracefully } from './listen.js';

/** Set in a forked worker's environment: the cluster's name and what the primary hands it (JSON). */
const WORKER_ENV = 'NODE_SERVER_WORKER';
const READY_MESSAGE = 'node-server:worker-ready';

export interface ClusterOptions {
  /** Names the servers in log lines and tells a worker which cluster forked it ('storefront', 'sandbox'). */
  name: string;
  /** 0 picks any free port; all workers share it. */
  port: number;
  /** Loopback unless told otherwise. */
  host?: string;
  /** Worker processes to fork (at least one). */
  workers: number;
  /** What each worker needs to know beyond its inherited environment, such as the bound URL; must be JSON. */
  workerData?: (listening: { url: string; port: number }) => unknown;
}

export interface RunningCluster {
  url: string;
  port: number;
  /** Open connections of each worker, as the primary counts them to hand out the next one. */
  openConnections(): number[];
  /** Stops taking connections and stops every worker gracefully. */
  close(): Promise<void>;
}

/**
 * Serves one port from several worker processes. Rendering a page or answering a Store API call is synchronous
 * CPU work, so one Node process uses one core however many clients wait. This process listens first (workers may
 * need the port) and hands each new connection to the worker with the fewest open ones (LeastConnections);
 * connections that arrive before a worker is ready wait, paused. A worker that dies while serving is replaced,
 * so one crash does not take a share of the server away for good; one that fails to start is not (the next would
 * most likely fail the same way) and the start fails. The workers run the script this process runs (or
 * `cluster.setupPrimary`'s) and call `serveAsClusterWorker` when `clusterWorkerData(name)` says they are one.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const balancer = new LeastConnections<Worker>();
  const { server, flush } = listenForWorkers(balancer);
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port, host);
  const url = `http://${host}:${port}`;
  const workerEnv = JSON.stringify({ name: options.name, data: options.workerData?.({ url, port }) ?? null });
  const workers = new Set<Worker>();
  let state: 'starting' | 'serving' | 'closing' = 'starting';
  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ [WORKER_ENV]: workerEnv });
      workers.add(worker);
      worker.on('message', (message: unknown) => {
        if (message === CONNECTION_CLOSED_MESSAGE) balancer.closed(worker);
        else if (message === READY_MESSAGE) {
          balancer.add(worker);
          flush();
          resolve();
        }
      });
      // A worker that is going away gets no more connections (its exit event may come later).
      worker.once('disconnect', () => balancer.remove(worker));
      // A worker whose channel breaks is gone for the primary; its exit follows.
      worker.on('error', (error) =>
        console.error(`${options.name}: worker ${worker.id} failed`, error.message),
      );
      worker.once('exit', (code, signal) => {
        workers.delete(worker);
        balancer.remove(worker);
        reject(
          new Error(`${options.name}: worker ${worker.id} exited with ${code ?? signal} while starting`),
        );
        if (state !== 'serving') return;
        // A worker that stopped cleanly (a handover to a new build) is not reported as a crash.
        if (code === 0) console.log(`${options.name}: worker ${worker.id} stopped; starting another`);
        else
          console.error(`${options.name}: worker ${worker.id} exited (${code ?? signal}); starting another`);
        fork().catch((error: unknown) => console.error(error));
      });
    });
  const close = async () => {
    state = 'closing';
    server.close();
    await Promise.all(
      [...workers].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.kill('SIGTERM');
          }),
      ),
    );
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.workers) }, fork));
  } catch (error) {
    await close();
    throw error;
  }
  state = 'serving';
  return { url, port, openConnections: () => balancer.openConnections(), close };
}

/**
 * In a process `startCluster` forked for the cluster `name`: what the primary handed it (`workerData`), else
 * undefined (this process is not such a worker).
 */
export function clusterWorkerData(name: string): { data: unknown } | undefined {
  const raw = process.env[WORKER_ENV];
  if (!cluster.isWorker || raw === undefined) return undefined;
  const parsed = JSON.parse(raw) as { name?: unknown; data?: unknown };
  return parsed.name === name ? { data: parsed.data } : undefined;
}

/**
 * A worker's side: serves the connections the primary hands it on `server` (not listening), until told to stop
 * (SIGTERM, SIGINT) or the primary is gone (a worker must not outlive it); then stops gracefully, runs `onStop`
 * and exits.
 */
export function serveAsClusterWorker(
  server: HttpServer,
  options: StopOptions & { onStop?: () => void } = {},
): void {
  serveConnectionsFromPrimary(server);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stopGracefully(server, options).finally(() => {
      options.onStop?.();
      process.exit(0);
    });
  };
  // `on`, not `once`: Ctrl-C reaches a worker more than once (signals.ts), and a repeat must not end it mid-stop.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.once('disconnect', stop);
  process.send?.(READY_MESSAGE);
}
