import { startTransition, useEffect, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { prefetchAllowedHere } from './prefetchPolicy';
import { createViewportPrefetch, type ViewportPrefetch } from './viewportPrefetch';

/** One registry per document; the server renders no prefetch links, so it never makes one. */
let documentPrefetch: ViewportPrefetch | undefined;
const prefetchOfDocument = (): ViewportPrefetch => {
  documentPrefetch ??= createViewportPrefetch();
  return documentPrefetch;
};

/**
 * Watches a mounted link of the shop: its page is prefetched once the link has been seen (spec 2.1), unless the
 * connection is 2g or saves data. Returns what the link's unmount calls.
 */
export function prefetchInView(element: Element, href: string): () => void {
  if (!prefetchAllowedHere()) return () => {};
  return prefetchOfDocument().observe(element, href);
}

const NONE: readonly string[] = [];

/**
 * The prefetch links of every page whose link has been seen, each page once: React Router's own
 * `PrefetchPageLinks` (its data and its route modules), rendered here once per page instead of beside every link.
 * They render as soon as a link is seen, as React Router's own do: a prefetch put off (to an idle moment, tried)
 * can reach a page after the shopper's next action changed it, such as an order's return page after its cancel.
 *
 * Seen pages arrive as a transition rather than through `useSyncExternalStore`, whose updates render
 * synchronously: each `PrefetchPageLinks` matches its page against all routes of the six locales, and the
 * first screen's links together made one task of about 50 ms on this machine (issue 18's Lighthouse runs, at
 * 4x slowdown, count four times that). A transition renders them one by one in slices, in the same frames.
 */
export function PrefetchedPages() {
  const [seen, setSeen] = useState<readonly string[]>(NONE);
  useEffect(() => {
    const registry = prefetchOfDocument();
    const update = () => startTransition(() => setSeen(registry.pages()));
    update();
    return registry.subscribe(update);
  }, []);
  return seen.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
