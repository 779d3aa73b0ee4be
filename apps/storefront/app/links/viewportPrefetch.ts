/** The part of IntersectionObserver the registry uses, so that tests can drive it. */
export interface ViewportObserver {
  observe(element: Element): void;
  unobserve(element: Element): void;
}

export type ViewportObserverFactory = (
  onEntries: (entries: readonly { target: Element; isIntersecting: boolean }[]) => void,
) => ViewportObserver;

/** Which pages the links of the document ask to be prefetched, and when that changes. */
export interface ViewportPrefetch {
  /** Watches a mounted link; returns what its unmount calls. */
  observe(element: Element, href: string): () => void;
  subscribe(listener: () => void): () => void;
  /** The pages whose links have been seen, in the order they were; the same array until that changes. */
  pages(): readonly string[];
}

/** React Router's own viewport prefetch counts a link as seen when half of it is visible. */
const browserObserver: ViewportObserverFactory = (onEntries) =>
  new IntersectionObserver(onEntries, { threshold: 0.5 });

/**
 * Spec 2.1 and 4: a link is prefetched once it has been seen, and stays prefetched. React Router's per-link
 * viewport prefetch gives every link an observer of its own and drops the prefetch when the link leaves the
 * viewport, so scrolling back asks for the page's data again, and two links to one page (a header category and a
 * teaser) prefetch it twice. Here one observer watches every link; a page is prefetched once, while any link to it
 * is mounted, and a link whose page is prefetched is no longer watched.
 */
export function createViewportPrefetch(
  createObserver: ViewportObserverFactory = browserObserver,
): ViewportPrefetch {
  const linksByPage = new Map<string, Set<Element>>();
  const pageOf = new Map<Element, string>();
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  let snapshot: readonly string[] = [];
  let observer: ViewportObserver | undefined;

  const changed = () => {
    snapshot = [...seen];
    for (const listener of listeners) listener();
  };

  const onEntries = (entries: readonly { target: Element; isIntersecting: boolean }[]) => {
    let added = false;
    for (const entry of entries) {
      const page = pageOf.get(entry.target);
      if (!entry.isIntersecting || page === undefined || seen.has(page)) continue;
      seen.add(page);
      added = true;
      for (const link of linksByPage.get(page) ?? []) observer?.unobserve(link);
    }
    if (added) changed();
  };

  return {
    observe(element, href) {
      observer ??= createObserver(onEntries);
      const links = linksByPage.get(href) ?? new Set<Element>();
      linksByPage.set(href, links);
      links.add(element);
      pageOf.set(element, href);
      if (!seen.has(href)) observer.observe(element);
      return () => {
        observer?.unobserve(element);
        pageOf.delete(element);
        links.delete(element);
        if (links.size > 0) return;
        // The page's last link is gone: so is its prefetch, as when React Router unmounts a link.
        linksByPage.delete(href);
        if (seen.delete(href)) changed();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pages: () => snapshot,
  };
}
