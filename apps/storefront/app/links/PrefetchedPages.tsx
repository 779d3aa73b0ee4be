import { useSyncExternalStore } from 'react';
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
const subscribe = (listener: () => void) => prefetchOfDocument().subscribe(listener);
const pages = () => prefetchOfDocument().pages();
const serverPages = () => NONE;

/**
 * The prefetch links of every page whose link has been seen, each page once: React Router's own
 * `PrefetchPageLinks` (its data and its route modules), rendered here once per page instead of beside every link.
 * They render as soon as a link is seen, as React Router's own do: a prefetch put off (to an idle moment, tried)
 * can reach a page after the shopper's next action changed it, such as an order's return page after its cancel.
 */
export function PrefetchedPages() {
  const seen = useSyncExternalStore(subscribe, pages, serverPages);
  return seen.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
