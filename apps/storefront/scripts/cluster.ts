import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { type RunningStorefront, startStorefront } from './server.ts';

const WORKER_ENV = 'STOREFRONT_CLUSTER_PORT';

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

/** A forked process: the production build on the cluster's shared port, until the primary goes away. */
export async function runStorefrontWorker(): Promise<void> {
  const storefront = await startStorefront({ port: Number(process.env[WORKER_ENV]) });
  const stop = () => void storefront.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.once('disconnect', stop);
}

/**
 * Serves the storefront from `workers` processes on one port (architecture: the server keeps no state of its
 * own, so any number of processes can answer). Rendering is synchronous CPU work; one Node process uses one core.
 * The workers inherit this process's environment, so callers fill it (from the sandbox) before calling. With
 * one worker the server runs in this process.
 */
export async function startStorefrontCluster(options: {
  port: number;
  workers: number;
}): Promise<RunningStorefront> {
  if (options.workers <= 1) return startStorefront({ port: options.port });
  let closing = false;
  const fork = (): Worker => cluster.fork({ [WORKER_ENV]: String(options.port) });
  // Workers listening on the same port number share one handle of this process; for port 0 it is one free port.
  const port = await new Promise<number>((resolve, reject) => {
    let listening = 0;
    const onListening = (_worker: Worker, address: { port: number }) => {
      listening += 1;
      if (listening === options.workers) {
        cluster.off('listening', onListening);
        resolve(address.port);
      }
    };
    cluster.on('listening', onListening);
    cluster.once('exit', (worker, code) => {
      if (listening < options.workers)
        reject(new Error(`storefront: worker ${worker.id} exited with ${code} while starting`));
    });
    for (let index = 0; index < options.workers; index += 1) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.error(`storefront: worker ${worker.id} exited (${code ?? signal}); starting another`);
    fork();
  });
  const host = '127.0.0.1';
  return {
    url: `http://${host}:${port}`,
    port,
    close: async () => {
      closing = true;
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
