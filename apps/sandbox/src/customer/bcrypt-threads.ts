import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

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

/** Two hashes at a time keep two cores busy; more threads than that would only share them. */
const THREADS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Threads start on the first job, not with the process, and stay for the next ones (a thread's start with its
 * bcryptjs cost about as much as a hash: with Piscina's default of ending idle threads at once, registrations
 * a second fell from 12 to 4). An idle pool does not keep the process alive.
 */
const pool = new Piscina({
  filename: new URL('./bcrypt-thread.cjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: THREADS,
  idleTimeout: 60_000,
});

/** Runs a bcryptjs hash or comparison on a worker thread. */
export function runBcrypt<J extends BcryptJob>(job: J): Promise<JobResult<J>> {
  return pool.run(job) as Promise<JobResult<J>>;
}
