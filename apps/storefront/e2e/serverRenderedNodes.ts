import type { Page } from 'playwright-core';

/** What became of the elements the server's HTML brought, once the page has hydrated. */
export interface ServerRenderedNodes {
  /** How many elements matched when hydration started. */
  inHtml: number;
  /** Removals of those elements (or of nodes holding them) from the document: each a redraw by React. */
  removed: string[];
  /** Whether every element the HTML brought is still in the document. */
  allConnected: boolean;
}

type Watch = { started: boolean; inHtml: Element[]; removed: string[] };
const WATCH = '__serverRenderedNodesWatch';

/**
 * Watches the elements matching `selector` that the server's HTML brought: React hydrating them in place keeps
 * them; React rendering them again in the browser (as it does for a Suspense boundary an update reaches before it
 * has hydrated) removes them. The elements are taken when hydration starts (React Router creates its router on
 * `window` in hydration's first render): React reveals streamed parts of the HTML in batches, up to a few hundred
 * milliseconds after the document has loaded, moving them into place; that is no redraw.
 * Call before `page.goto`; read with `serverRenderedNodes`.
 */
export async function watchServerRenderedNodes(page: Page, selector: string): Promise<void> {
  await page.addInitScript(
    ({ selector, key }) => {
      const watch: Watch = { started: false, inHtml: [], removed: [] };
      (window as unknown as Record<string, Watch>)[key] = watch;
      // By the elements themselves: a selector naming their ancestors matches nothing in a removed subtree.
      const holds = (node: Node) =>
        watch.inHtml.some((element) => node === element || node.contains(element));
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (holds(node)) watch.removed.push(`${node.nodeName} at ${Math.round(performance.now())} ms`);
          }
        }
      });
      let router: unknown;
      Object.defineProperty(window, '__reactRouterDataRouter', {
        configurable: true,
        enumerable: true,
        get: () => router,
        set: (value: unknown) => {
          router = value;
          if (watch.started) return;
          watch.started = true;
          watch.inHtml = [...document.querySelectorAll(selector)];
          observer.observe(document, { childList: true, subtree: true });
        },
      });
    },
    { selector, key: WATCH },
  );
}

/** The watch's findings so far (see watchServerRenderedNodes). */
export function serverRenderedNodes(page: Page): Promise<ServerRenderedNodes> {
  return page.evaluate((key) => {
    const watch = (window as unknown as Record<string, Watch | undefined>)[key];
    if (watch === undefined)
      throw new Error('watchServerRenderedNodes was not called before the page loaded');
    if (!watch.started) throw new Error('the page has not started to hydrate');
    return {
      inHtml: watch.inHtml.length,
      removed: watch.removed,
      allConnected: watch.inHtml.every((element) => element.isConnected),
    };
  }, WATCH);
}
