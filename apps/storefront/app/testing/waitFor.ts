import { act } from 'react';
import type { BrowserRender } from './renderInBrowser';

/**
 * How long a test waits for what arrives on its own time (a module loaded on demand, a debounced answer): its first
 * import took over a second on a CI machine busy with the other suites, past `vi.waitFor`'s default, and failed a run.
 */
export const ARRIVAL_WAIT = { timeout: 10_000, interval: 20 } as const;

/** Lets `ms` of real time pass inside act(), so what timers start (a debounce, an answer) is rendered. */
export async function settleFor(ms: number): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/**
 * Lets the page settle until `done` holds (a debounced request, a module loaded on demand, an answer), at most
 * `timeoutMs`; fails with `what` otherwise, so a test never passes by waiting for nothing.
 */
export async function settleUntil(
  page: BrowserRender,
  done: () => boolean,
  what: string,
  timeoutMs: number = ARRIVAL_WAIT.timeout,
): Promise<void> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > timeoutMs) throw new Error(`[test] still waiting for ${what}`);
    await page.settle();
    await settleFor(20);
  }
}
