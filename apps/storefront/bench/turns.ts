import type { CpuShare } from './processCpu.ts';

/** A CPU window of a round: each part's cores in it, and how long it lasted. */
export interface CpuWindow {
  shares: CpuShare[];
  seconds: number;
}

/** Each part's cores over several windows: the mean, weighted by the windows' lengths (to two decimals). */
export function meanShares(windows: readonly CpuWindow[]): CpuShare[] | undefined {
  const seconds = windows.reduce((sum, window) => sum + window.seconds, 0);
  const first = windows[0];
  if (!first || seconds === 0) return undefined;
  return first.shares.map((share, index) => ({
    name: share.name,
    cores:
      Math.round(
        (windows.reduce((sum, window) => sum + (window.shares[index]?.cores ?? 0) * window.seconds, 0) /
          seconds) *
          100,
      ) / 100,
  }));
}

/**
 * Each round's throughput of the second set-up over the first's in the same round (to two decimals): rounds taken
 * in turns saw the same machine, so each pair is a ratio of its own. Rounds the second set-up lacks are left out.
 */
export function pairedRatios(first: readonly number[], second: readonly number[]): number[] {
  return first.flatMap((throughput, round) => {
    const other = second[round];
    return other === undefined || throughput <= 0 ? [] : [Math.round((other / throughput) * 100) / 100];
  });
}
