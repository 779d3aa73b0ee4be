import { useSyncExternalStore } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { createViewportPrefetch, type ViewportPrefetch } from './viewportPrefetch';

/** One registry per document; the server renders no prefetch links, so it never makes one. */
let documentPrefetch: ViewportPrefetch | undefined;
export const prefetchOfDocument = (): ViewportPrefetch => {
  documentPrefetch ??= createViewportPrefetch();
  return documentPrefetch;
};

const NONE: readonly string[] = [];
const subscribe = (listener: () => void) => prefetchOfDocument().subscribe(listener);
const pages = () => prefetchOfDocument().pages();
const serverPages = () => NONE;

/**
 * The prefetch links of every page whose link has been seen, each page once: React Router's own
 * `PrefetchPageLinks` (its data and its route modules), rendered here once per page instead of beside every link.
 */
export function PrefetchedPages() {
  const seen = useSyncExternalStore(subscribe, pages, serverPages);
  return seen.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
