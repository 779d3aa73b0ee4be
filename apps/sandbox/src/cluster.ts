import cluster, { type Worker } from 'node:cluster';
import { prepareDatabase, startSandbox } from './index.js';

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
  close(): Promise<void>;
}

const WORKER_ENV = 'SANDBOX_CLUSTER_WORKER';

/**
 * Serves the sandbox from several processes on one port (Node's cluster). A Store API request is synchronous
 * CPU work (SQLite, the listing index, rendering), so one process uses one core however many shoppers wait;
 * workers share the SQLite file, which WAL lets many processes read while one writes. Contexts live in SQLite,
 * so a shopper's token works whichever worker answers.
 */
export async function startSandboxCluster(options: SandboxClusterOptions): Promise<RunningSandboxCluster> {
  // Seeding and migrations run once, here, before any worker opens the file.
  prepareDatabase(options).close();
  cluster.setupPrimary({ silent: false });
  let closing = false;
  const fork = (): Worker =>
    cluster.fork({
      [WORKER_ENV]: JSON.stringify({ port: options.port, dbFile: options.dbFile }),
    });
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
        reject(new Error(`sandbox: worker ${worker.id} exited with ${code} while starting`));
    });
    for (let index = 0; index < options.workers; index += 1) fork();
  });
  // A worker that dies is replaced, so one crash does not halve the sandbox for the rest of a test run.
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.error(`sandbox: worker ${worker.id} exited (${code ?? signal}); starting another`);
    fork();
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    storeApiUrl: `${url}/store-api`,
    port,
    close: async () => {
      closing = true;
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

/** True in a process the cluster forked. */
export function isSandboxClusterWorker(): boolean {
  return cluster.isWorker && process.env[WORKER_ENV] !== undefined;
}

/** A worker's side: serve the prepared database on the cluster's port until told to stop. */
export async function runSandboxClusterWorker(): Promise<void> {
  const { port, dbFile } = JSON.parse(process.env[WORKER_ENV] ?? '{}') as { port: number; dbFile: string };
  const sandbox = await startSandbox({ port, dbFile, seed: false });
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The primary is gone (killed, or a watcher restarted it): a worker must not outlive it.
  process.once('disconnect', stop);
}
