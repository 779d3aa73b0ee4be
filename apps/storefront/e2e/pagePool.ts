import type { Browser, BrowserContext, CDPSession, Disposable, Page } from 'playwright-core';

/**
 * Pages that tests hand back are cleaned and handed out again, instead of a fresh browser context per test.
 *
 * Why: a page in a fresh context starts a renderer process of its own, which compiles the shop's scripts again.
 * Measured on the two-core CI machine, the first load of the login page cost Chromium 3.6 CPU-seconds in a fresh
 * context and 1.2 when an open page navigated there; Chromium's processes used three quarters of the CPU of the
 * browser test run.
 *
 * What a shopper would carry from one test to the next is cleared on the way back: cookies, local storage, IndexedDB
 * and caches of the shop's and the sandbox's origins, the session storage of the document the test ended on, and
 * what the test added to the page (event listeners, routes, init scripts, further tabs, scripts switched off). What
 * cannot be taken back (a fake clock installed) retires the page's context instead, as does a page that is closed,
 * crashed or fails to clean. The pool lives as long as the worker's Chromium (harness.ts), so a page serves the
 * worker's next file too.
 *
 * The HTTP cache is kept, as a returning shopper's browser keeps it: with it goes the compiled code of the shop's
 * scripts, most of what the pool saves (twelve loads of the login page: 18.5 CPU-seconds in fresh contexts, 12.8
 * on a cleaned page with the HTTP cache cleared too, 9.2 with it kept). A test that routes requests sees no cache:
 * Playwright turns the page's cache off while it intercepts.
 */

interface PooledPage {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  inUse: boolean;
  /** The test did something cleaning cannot undo: the context is closed when the page comes back. */
  spoiled: boolean;
  initScripts: Disposable[];
}

const pooled = new Set<PooledPage>();
const byPage = new WeakMap<Page, PooledPage>();

/** The page events tests listen to. Only these are cleared: Playwright's own listeners are not the tests' to drop. */
const PAGE_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'popup',
  'framenavigated',
  'frameattached',
  'framedetached',
  'load',
  'domcontentloaded',
  'download',
  'filechooser',
  'websocket',
  'worker',
] as const;

/** A browser context of its own for each pooled page, made the way the test files need it. */
export type MakeContext = () => Promise<BrowserContext>;

/**
 * A free pooled page of this browser (`reused`: it has the history of the tests before), or a new one in a context
 * from `makeContext`. The caller sets the viewport, cookies and listeners the test needs; `releasePage` takes it
 * back.
 */
export async function takePage(
  browser: Browser,
  makeContext: MakeContext,
): Promise<{ page: Page; cdp: CDPSession; reused: boolean }> {
  for (const entry of pooled) {
    if (entry.browser !== browser || entry.inUse) continue;
    if (entry.page.isClosed() || !browser.isConnected()) {
      pooled.delete(entry);
      continue;
    }
    entry.inUse = true;
    return { page: entry.page, cdp: entry.cdp, reused: true };
  }
  const context = await makeContext();
  const page = await context.newPage();
  const entry: PooledPage = {
    browser,
    context,
    page,
    cdp: await context.newCDPSession(page),
    inUse: true,
    spoiled: false,
    initScripts: [],
  };
  trackWhatCannotBeCleared(entry);
  pooled.add(entry);
  byPage.set(page, entry);
  return { page, cdp: entry.cdp, reused: false };
}

/**
 * Init scripts a test adds (to the page or its context) are kept to be disposed on release; a clock installed marks
 * the context spoiled. Wrapped here, on the pooled objects only, so that tests write plain Playwright.
 */
function trackWhatCannotBeCleared(entry: PooledPage): void {
  const { page, context } = entry;
  // Page and context take init scripts with the same signature, so one wrapper serves both.
  for (const owner of [page, context]) {
    const add = owner.addInitScript.bind(owner) as Page['addInitScript'];
    owner.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await add(...args);
      entry.initScripts.push(script);
      return script;
    }) as Page['addInitScript'];
  }
  for (const clock of new Set([page.clock, context.clock])) {
    const install = clock.install.bind(clock);
    clock.install = (options) => {
      entry.spoiled = true;
      return install(options);
    };
  }
}

/**
 * Hands a page back: a pooled one is cleaned for the next test (or its context closed if it cannot be), any other
 * page's context is closed, as tests did before the pool.
 */
export async function releasePage(page: Page, origins: readonly string[]): Promise<void> {
  const entry = byPage.get(page);
  if (entry === undefined) {
    await page.context().close();
    return;
  }
  if (!entry.inUse) return;
  try {
    if (entry.spoiled || page.isClosed()) throw new Error('not reusable');
    await clean(entry, origins);
    entry.inUse = false;
  } catch {
    await retire(entry);
  }
}

async function clean(entry: PooledPage, origins: readonly string[]): Promise<void> {
  const { page, context, cdp } = entry;
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const script of entry.initScripts.splice(0)) await script.dispose();
  // Session storage belongs to the tab and outlives a navigation, so it is cleared from inside the document.
  if (/^https?:/.test(page.url())) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  await page.goto('about:blank');
  await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await context.clearCookies();
  await context.clearPermissions();
}

async function retire(entry: PooledPage): Promise<void> {
  pooled.delete(entry);
  await entry.context.close().catch(() => undefined);
}

/**
 * Closes the contexts of pages a finished test did not hand back (it failed before its last line): the next test,
 * or the failed test's retry, starts from a clean page.
 */
export async function retirePagesLeftOut(): Promise<void> {
  for (const entry of [...pooled]) if (entry.inUse) await retire(entry);
}

/**
 * Closes the contexts of `browser` that hold no free pooled page: those a test file made itself and left open, and
 * pooled ones still in use. What a file leaves behind does not reach the next file the worker runs in this browser.
 */
export async function closeContextsOutsidePool(browser: Browser): Promise<void> {
  const free = new Set<BrowserContext>();
  for (const entry of pooled) if (entry.browser === browser && !entry.inUse) free.add(entry.context);
  for (const entry of [...pooled]) if (entry.browser === browser && entry.inUse) await retire(entry);
  for (const context of browser.contexts())
    if (!free.has(context)) await context.close().catch(() => undefined);
}
