import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Linux counts a process's times in clock ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  pid: number;
  parent: number;
  ticks: number;
}

function timesOf(pid: string): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (in parentheses) may hold spaces; the fields after it are the parent (2nd) and the user
    // and system times (12th and 13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    // The process ended between listing and reading.
    return undefined;
  }
}

/**
 * The CPU seconds (user and system) that each of `roots` and every process below it (cluster workers, nginx's
 * workers) have used so far; undefined where there is no /proc to read them from.
 */
export function cpuSecondsOfTrees(roots: readonly number[]): number[] | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const all = readdirSync('/proc').flatMap((entry) => (/^\d+$/.test(entry) ? (timesOf(entry) ?? []) : []));
  const children = new Map<number, ProcessTimes[]>();
  for (const times of all) children.set(times.parent, [...(children.get(times.parent) ?? []), times]);
  const byPid = new Map(all.map((times) => [times.pid, times]));
  return roots.map((root) => {
    let ticks = 0;
    const pending = [byPid.get(root)];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      ticks += next.ticks;
      pending.push(...(children.get(next.pid) ?? []));
    }
    return ticks / TICKS_PER_SECOND;
  });
}

/** A named part of a bench's set-up: its root processes, or this process (the load generator). */
export type CpuPart = { name: string; pids: readonly number[] } | { name: string; self: true };

export interface CpuShare {
  name: string;
  /** Cores used on average over the window: CPU seconds over wall seconds. */
  cores: number;
}

/**
 * Starts a window over `parts`; calling the result ends it and gives each part's average cores in it. Undefined
 * where the processes' times cannot be read.
 */
export function watchCpu(parts: readonly CpuPart[]): (() => CpuShare[]) | undefined {
  const pidsOf = (part: CpuPart) => ('self' in part ? [] : part.pids);
  const read = () => {
    const trees = cpuSecondsOfTrees(parts.flatMap(pidsOf));
    if (!trees) return undefined;
    const own = process.cpuUsage();
    let at = 0;
    return parts.map((part) => {
      if ('self' in part) return (own.user + own.system) / 1e6;
      const seconds = part.pids.reduce((sum, _pid, index) => sum + (trees[at + index] ?? 0), 0);
      at += part.pids.length;
      return seconds;
    });
  };
  const start = read();
  const started = performance.now();
  if (!start) return undefined;
  return () => {
    const end = read() ?? start;
    const wall = (performance.now() - started) / 1000;
    return parts.map((part, index) => ({
      name: part.name,
      cores: Math.round((((end[index] ?? 0) - (start[index] ?? 0)) / wall) * 100) / 100,
    }));
  };
}

/** One line per window: each part's cores, of the machine's. */
export function cpuLine(shares: readonly CpuShare[]): string {
  const parts = shares.map((share) => `${share.name} ${share.cores.toFixed(2)}`).join(', ');
  return `${parts} (cores, of ${availableParallelism()})`;
}
