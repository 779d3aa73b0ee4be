import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt on worker threads. bcryptjs is plain JavaScript (no native build, so installs need no toolchain and no
 * platform binary), and its async API still runs on the calling thread in slices of up to 100 ms: a login or a
 * registration held a sandbox worker's event loop for about 100 ms, and every other shopper's request on that
 * worker waited behind it (a context read beside two clients registering: 104 ms median against 1.5 ms alone).
 * On a thread of its own the hash costs the same CPU and the event loop keeps answering.
 */
export type BcryptJob =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'compare'; password: string; hash: string };

type JobResult<J extends BcryptJob> = J extends { op: 'hash' } ? string : boolean;

interface Pending {
  job: BcryptJob;
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

/** Evaluated as CommonJS in the thread; bcryptjs comes by path, so the thread needs no loader for TypeScript. */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

const bcryptjsPath = createRequire(import.meta.url).resolve('bcryptjs');

/** Two hashes at a time keep two cores busy; more threads than that would only share them. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

interface Thread {
  worker: Worker;
  current: Pending | undefined;
}

const threads: Thread[] = [];
const queue: Pending[] = [];

function startThread(): Thread {
  const thread: Thread = {
    worker: new Worker(THREAD_SOURCE, { eval: true, workerData: { bcryptjs: bcryptjsPath } }),
    current: undefined,
  };
  thread.worker.on('message', (message: { result?: string | boolean; error?: string }) => {
    const done = thread.current;
    thread.current = undefined;
    if (message.error !== undefined || message.result === undefined)
      done?.reject(new Error(`sandbox: bcrypt failed: ${message.error ?? 'no result'}`));
    else done?.resolve(message.result);
    next(thread);
  });
  // A thread that fails or ends fails its job, never the process; the next job starts a new thread.
  const retire = (error: Error) => {
    const index = threads.indexOf(thread);
    if (index !== -1) threads.splice(index, 1);
    thread.current?.reject(error);
    thread.current = undefined;
    dispatch();
  };
  thread.worker.on('error', retire);
  thread.worker.on('exit', (code) => retire(new Error(`sandbox: bcrypt thread ended (${code})`)));
  threads.push(thread);
  return thread;
}

/** Gives an idle thread the next job; an idle thread does not keep the process alive. */
function next(thread: Thread): void {
  const job = queue.shift();
  if (!job) {
    thread.worker.unref();
    return;
  }
  thread.current = job;
  thread.worker.ref();
  thread.worker.postMessage(job.job);
}

function dispatch(): void {
  while (queue.length > 0) {
    const idle = threads.find((thread) => thread.current === undefined);
    if (idle) next(idle);
    else if (threads.length < THREADS) next(startThread());
    else return;
  }
}

/** Runs a bcryptjs hash or comparison on a worker thread. */
export function runBcrypt<J extends BcryptJob>(job: J): Promise<JobResult<J>> {
  return new Promise<JobResult<J>>((resolve, reject) => {
    queue.push({ job, resolve: resolve as (value: string | boolean) => void, reject });
    dispatch();
  });
}
