import { availableParallelism } from 'node:os';

/**
 * Server processes from the environment variable `name`, else one per core up to four (a render or a Store API
 * answer is synchronous CPU work, so one Node process uses one core).
 */
export function workerCount(name: string, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return Math.min(availableParallelism(), 4);
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`${name} "${raw}" is not a whole number between 1 and 64`);
  return workers;
}
