import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import {
  CONNECTION_CLOSED_MESSAGE,
  LeastConnections,
  listenForWorkers,
  serveConnectionsFromPrimary,
} from './connectionBalancer.ts';
import { createStorefrontServer, listen, type RunningStorefront, startStorefront } from './server.ts';

const WORKER_ENV = 'STOREFRONT_CLUSTER_WORKER';
const READY_MESSAGE = 'storefront:worker-ready';

/** Server processes: STOREFRONT_WORKERS, else one per core up to four. */
export function storefrontWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.STOREFRONT_WORKERS;
  if (raw === undefined || raw === '') return Math.min(availableParallelism(), 4);
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`STOREFRONT_WORKERS "${raw}" is not a whole number between 1 and 64`);
  return workers;
}

/** True in a server process the cluster forked; such a process runs `runStorefrontWorker` and nothing else. */
export function isStorefrontWorker(): boolean {
  return cluster.isWorker && process.env[WORKER_ENV] !== undefined;
}

/** A forked process: serves the connections the primary hands it, until the primary goes away. */
export async function runStorefrontWorker(): Promise<void> {
  const server = await createStorefrontServer();
  serveConnectionsFromPrimary(server);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
  process.send?.(READY_MESSAGE);
}

/**
 * Serves the storefront from `workers` processes on one port (architecture: the server keeps no state of its
 * own, so any number of processes can answer). Rendering is synchronous CPU work; one Node process uses one core.
 * This process listens and hands each connection to the worker with the fewest open ones (connectionBalancer).
 * The workers inherit this process's environment, so callers fill it (from the sandbox) before calling. With
 * one worker the server runs in this process.
 */
export async function startStorefrontCluster(options: {
  port: number;
  workers: number;
}): Promise<RunningStorefront> {
  if (options.workers <= 1) return startStorefront({ port: options.port });
  let closing = false;
  let serving = false;
  const balancer = new LeastConnections<Worker>();
  const { server, flush } = listenForWorkers(balancer);
  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ [WORKER_ENV]: '1' });
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
        reject(new Error(`storefront: worker ${worker.id} exited with ${code ?? signal} while starting`));
        // One that fails to start is not replaced: the next would most likely fail the same way.
        if (closing || !serving) return;
        console.error(`storefront: worker ${worker.id} exited (${code ?? signal}); starting another`);
        // A worker that dies is replaced, so one crash does not halve the shop.
        fork().catch((error: unknown) => console.error(error));
      });
    });
  await Promise.all(Array.from({ length: options.workers }, fork));
  serving = true;
  const host = '127.0.0.1';
  const port = await listen(server, options.port, host);
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      closing = true;
      server.close();
      await Promise.all(
        Object.values(cluster.workers ?? {}).map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (!worker) return resolve();
              worker.once('exit', () => resolve());
              worker.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
