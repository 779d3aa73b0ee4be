import { useEffect } from 'react';

/** Without requestIdleCallback (Safari before 18) the preload waits this long after mounting. */
export const PRELOAD_FALLBACK_DELAY_MS = 2000;

/**
 * Fetches a part's chunk once the browser is idle after the page has loaded: the part stays out of the first
 * load, and the shopper who opens it rarely waits. A failed fetch is left to the render that needs the part
 * (its lazy import tries again).
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const preload = () => void load().catch(() => {});
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, PRELOAD_FALLBACK_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, [load]);
}
