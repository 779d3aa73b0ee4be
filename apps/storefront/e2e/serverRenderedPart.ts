import type { Page } from 'playwright-core';

/** What became of a part of the page the server rendered, once the page has hydrated. */
export interface ServerRenderedPart {
  /** Where the part now shown was made: in the server's HTML, by script in the browser, or not shown at all. */
  shown: 'server' | 'browser' | 'none';
  /** Removals of the part's server-made elements from their place in the page: each a redraw by React. */
  removed: string[];
}

type Watch = { made: WeakSet<Node>; removed: string[] };
const WATCH = '__serverRenderedPartWatch';

/**
 * Watches, from before the page's HTML is parsed, a part of the page (the elements matching `selector` inside
 * `within`): React hydrating it keeps the elements of the server's HTML; React rendering it again in the browser
 * (as it does for a Suspense boundary an update reaches before it has hydrated) removes them and shows elements
 * made by script. Elements made by script are told by `document.createElement`, which React renders with. React's
 * streaming moves late parts of the HTML from a hidden holder outside the page's content into place: that removal
 * is not from `within`, and no redraw. Call before `page.goto`; read with `serverRenderedPart`.
 */
export async function watchServerRenderedPart(page: Page, selector: string, within = 'main'): Promise<void> {
  await page.addInitScript(
    ({ selector, within, key }) => {
      const watch: Watch = { made: new WeakSet(), removed: [] };
      (window as unknown as Record<string, Watch>)[key] = watch;
      const createElement = Document.prototype.createElement;
      const createElementNS = Document.prototype.createElementNS;
      Document.prototype.createElement = function (
        this: Document,
        ...args: [string, ElementCreationOptions?]
      ) {
        const element = createElement.apply(this, args);
        watch.made.add(element);
        return element;
      } as typeof createElement;
      Document.prototype.createElementNS = function (this: Document, ...args: [string | null, string]) {
        const element = createElementNS.apply(this, args);
        watch.made.add(element);
        return element;
      } as typeof createElementNS;
      const holdsPart = (node: Node) =>
        node instanceof Element &&
        !watch.made.has(node) &&
        (node.matches(selector) || node.querySelector(selector) !== null);
      new MutationObserver((records) => {
        for (const record of records) {
          const from = record.target;
          if (!(from instanceof Element) || from.closest(within) === null) continue;
          for (const node of record.removedNodes) {
            if (holdsPart(node))
              watch.removed.push(`${node.nodeName} at ${Math.round(performance.now())} ms`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    },
    { selector, within, key: WATCH },
  );
}

/** The watch's findings so far (see watchServerRenderedPart). */
export function serverRenderedPart(
  page: Page,
  selector: string,
  within = 'main',
): Promise<ServerRenderedPart> {
  return page.evaluate(
    ({ selector, within, key }) => {
      const watch = (window as unknown as Record<string, Watch | undefined>)[key];
      if (watch === undefined)
        throw new Error('watchServerRenderedPart was not called before the page loaded');
      const part = document.querySelector(within)?.querySelector(selector);
      const shown =
        part === null || part === undefined ? 'none' : watch.made.has(part) ? 'browser' : 'server';
      return { shown, removed: watch.removed };
    },
    { selector, within, key: WATCH },
  );
}
