import { startTransition, useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { createViewportPrefetch, type ViewportPrefetch } from './viewportPrefetch';

/** One registry per document; the server renders no prefetch links, so it never makes one. */
let documentPrefetch: ViewportPrefetch | undefined;
export const prefetchOfDocument = (): ViewportPrefetch => {
  documentPrefetch ??= createViewportPrefetch();
  return documentPrefetch;
};

const NONE: readonly string[] = [];
/** A page seen while the browser is busy is prefetched when it is idle, but no later than this. */
const IDLE_TIMEOUT_MS = 2000;

/** requestIdleCallback where the browser has it (Safari does not), a timer otherwise. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1);
  return () => clearTimeout(handle);
}

/**
 * The prefetch links of every page whose link has been seen, each page once: React Router's own
 * `PrefetchPageLinks` (its data and its route modules), rendered here once per page instead of beside every link.
 * They render when the browser is idle, as a transition that yields to input: the first pages are seen while the
 * page hydrates, and their links (a hundred and more, with the route modules they load) made long tasks then.
 */
export function PrefetchedPages() {
  const [seen, setSeen] = useState<readonly string[]>(NONE);
  useEffect(() => {
    const prefetch = prefetchOfDocument();
    let cancel: (() => void) | undefined;
    const update = () => {
      cancel ??= whenIdle(() => {
        cancel = undefined;
        startTransition(() => setSeen(prefetch.pages()));
      });
    };
    update();
    const unsubscribe = prefetch.subscribe(update);
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, []);
  return seen.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
