import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromiumLaunchOptions } from '@beautyshop/browser-testing';
import { type Browser, type BrowserContext, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { environmentFromSandbox, type SandboxInfo } from '../scripts/sandboxEnv.ts';
import { closeContextsOutsidePool, releasePage, takePage } from './pagePool.ts';

const SCREENSHOT_DIR = resolve(import.meta.dirname, '../test-results');
/**
 * Screenshots are for people looking at the pages. Under CI nobody looks, and full-page ones (scrolled through for
 * their lazy images) are the browser's heaviest work, timing out on a CI machine that runs the other suites beside
 * them. `E2E_SCREENSHOTS=on` or `off` decides; unset, they are taken everywhere but under CI.
 */
const SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === undefined
    ? process.env.CI !== 'true'
    : process.env.E2E_SCREENSHOTS !== 'off';

export interface Shop {
  sandbox: { url: string; info: SandboxInfo };
  storefront: { url: string };
  /** The Chromium of this file's worker, which the files that worker runs share one after another. */
  browser: Browser;
  /**
   * Ends this file's use of the shop: closes the contexts it made itself and left open. The Chromium and its cleaned
   * pages stay for the worker's next file; the sandbox and the shop serve the other files.
   */
  close(): Promise<void>;
}

/** The Chromium of this worker process, launched for the first file it runs (`isolate: false` keeps it). */
let workerBrowser: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched again if it went away. One per worker, not one for all files: with one Chromium
 * drawing for two files at once, a full-page screenshot of the home page timed out after 30 s beside another file
 * (it takes 11 s alone). A worker runs its files one after another, so its Chromium serves one file at a time.
 * Playwright ends it when the worker process exits.
 */
async function browserOfThisWorker(): Promise<Browser> {
  const running = await workerBrowser?.catch(() => undefined);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch(chromiumLaunchOptions());
  return workerBrowser;
}

/**
 * The built shop on the sandbox that every browser test file shares (sharedShop.ts starts them once), and the
 * worker's Chromium. Each test makes its own shoppers: cleaned pages (pagePool.ts) or fresh contexts, unique emails.
 */
export async function startShop(): Promise<Shop> {
  const shared = inject('sharedShop');
  // Tests that talk to the Store API themselves (as another team's script would) read it from the environment.
  Object.assign(process.env, environmentFromSandbox(shared.sandboxInfo, shared.sandboxUrl));
  const browser = await browserOfThisWorker();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return {
    sandbox: { url: shared.sandboxUrl, info: shared.sandboxInfo },
    storefront: { url: shared.storefrontUrl },
    browser,
    close: () => closeContextsOutsidePool(browser),
  };
}

/** The sandbox every browser test file shares, for files that start shops of their own (proxies, clusters). */
export function sharedSandboxUrl(): string {
  return inject('sharedShop').sandboxUrl;
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions (hydration mismatches among them) seen so far. */
  errors: string[];
}

/**
 * A page whose console errors are collected. The browser logs an error for every document answered with a 4xx
 * status; those for the document URLs listed in `expectedStatusUrls` are the point of the test, not failures.
 */
/**
 * A returning shopper who denied all optional consent (the consent dialog stays closed), unless a test is about
 * the first visit: `{ consent: 'first visit' }` opens the page without a stored choice.
 */
export interface OpenPageOptions {
  consent?: 'denied' | 'first visit';
  /** Viewport height; default 900. */
  height?: number;
  /**
   * A pooled page keeps the HTTP cache of the tests before it, as a returning shopper's browser does. `'empty'`
   * clears it first, for a test that counts what the browser asks the shop for: from a warm cache the browser
   * answers a data request at once and asks the shop again in the background (stale-while-revalidate).
   */
  cache?: 'kept' | 'empty';
  /**
   * The connection the page is told it has (the Network Information API). Tests browse with the data saver on, as
   * a shopper may, so pages prefetch nothing (spec 2.1): otherwise every page load prefetched the data and modules
   * of the ten or so pages linked in view, which cost the shop about half its CPU in the browser run and Chromium
   * a fifth of its own, for requests no assertion read. `'unmetered'` leaves the browser's own answer, for the
   * tests of prefetching and of what a prefetch can race.
   */
  connection?: 'data saver' | 'unmetered';
  /**
   * `false` opens the page with scripts off, as a shopper without JavaScript has it: the server-rendered document,
   * its `<noscript>` parts and plain form posts. A pooled page is switched, not a context made for it: a fresh
   * context cost Chromium about 3.6 CPU-seconds for two loads against 1.0 on a pooled page.
   */
  javaScriptEnabled?: boolean;
}

/**
 * Stores "deny all" in the context, as a returning shopper has it: the consent dialog (a modal) stays closed, so
 * tests about other things can click through the page.
 */
export async function denyConsent(shop: Shop, context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'bs_consent', value: '1.f0m0s0', url: shop.storefront.url }]);
}

/**
 * Chromium's warning about a preloaded image it did not use. A reused page has history: an image whose larger
 * srcset candidate the renderer already holds (seen on a product page) is drawn from that one, leaving the size
 * React preloaded for it unused. On a fresh page, or one whose cache a test emptied, the warning still counts.
 */
const UNUSED_IMAGE_PRELOAD =
  /\.(?:svg|png|jpe?g|webp|avif)(?:\?\S*)? was preloaded using link preload but not used/;

/**
 * Chromium's warning that the page's texts (routes/texts.ts), preloaded with the document, were not used within a
 * few seconds of the load event. React Router imports the client entry, which fetches them, dynamically, so the
 * load event does not wait for it: beside the other file's Chromium the entry ran later than that once (CI run
 * 70), and the texts were used all the same. Texts that really fail to load leave the page unhydrated, with the
 * shop's own warning ('[i18n] the texts of this page could not be loaded'), which still counts.
 */
const LATE_TEXTS_PRELOAD = /\/_texts\/\S+ was preloaded using link preload but not used within a few seconds/;

export async function openPage(
  shop: Shop,
  width: number,
  expectedStatusUrls: readonly string[] = [],
  {
    consent = 'denied',
    height = 900,
    cache = 'kept',
    connection = 'data saver',
    javaScriptEnabled = true,
  }: OpenPageOptions = {},
): Promise<WatchedPage> {
  const { page, cdp, reused } = await takePage(shop.browser, async () => {
    const context = await shop.browser.newContext({ viewport: { width, height } });
    await context.addInitScript(watchReactCommits);
    return context;
  });
  await page.setViewportSize({ width, height });
  if (consent === 'denied') await denyConsent(shop, page.context());
  if (cache === 'empty') await cdp.send('Network.clearBrowserCache');
  // What Playwright's `javaScriptEnabled: false` sends for a new context; the pool switches it back on release.
  if (!javaScriptEnabled) await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
  // A page init script: the pool disposes of it when the page comes back.
  if (connection === 'data saver') await page.addInitScript(saveData);
  // E2E_CPU_THROTTLE=6 slows the page's CPU sixfold, as on a loaded CI machine, to bring out timing races.
  const throttle = Number(process.env.E2E_CPU_THROTTLE ?? '1');
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (reused && cache === 'kept' && UNUSED_IMAGE_PRELOAD.test(message.text())) return;
    if (LATE_TEXTS_PRELOAD.test(message.text())) return;
    const source = message.location().url;
    if (message.text().startsWith('Failed to load resource') && expectedStatusUrls.includes(source)) return;
    errors.push(`${message.type()}: ${message.text()} (${source})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

/**
 * Ends a test's use of a page: one from openPage goes back to the pool, cleaned (pagePool.ts); any other page's
 * context is closed.
 */
export function closePage(page: Page): Promise<void> {
  const { sandboxUrl, storefrontUrl } = inject('sharedShop');
  return releasePage(page, [new URL(storefrontUrl).origin, new URL(sandboxUrl).origin]);
}

interface CommitWatch {
  /** React has committed the document's first render: the hydrated page handles focus, input and clicks. */
  __e2eReactCommitted?: boolean;
}

/** Runs in the page: the browser says the shopper saves data. */
function saveData(): void {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: { saveData: true, effectiveType: '4g' },
  });
}

/**
 * Runs in every document of a page from openPage, before the page's scripts: the hook React reports its commits to
 * (the one the React DevTools install; production builds report to it too) marks the first commit on window.
 */
function watchReactCommits(): void {
  const w = window as unknown as CommitWatch & { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {
      w.__e2eReactCommitted = true;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
}

/**
 * Waits until React has hydrated the document. React Router marks its router ready during the hydration render,
 * before React commits it; a focus or a keystroke in that gap reaches no handler. So on pages from openPage it also
 * waits for React's first commit.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = window as unknown as CommitWatch & {
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
      __reactRouterDataRouter?: { state?: { initialized?: boolean } };
    };
    const committed = w.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined || w.__e2eReactCommitted === true;
    return w.__reactRouterDataRouter?.state?.initialized === true && committed;
  });
}

/**
 * Waits until React Router has nothing in flight: no navigation, no revalidation, every fetcher idle (a form
 * sent in place, and the reload of the page's data it causes, are done). Playwright's `networkidle` cannot say
 * this after the first load: it is a load state of the document, reached once and then kept.
 */
export async function waitForRouterIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter?: {
          state: {
            navigation: { state: string };
            revalidation: string;
            fetchers: Map<string, { state: string }>;
          };
        };
      }
    ).__reactRouterDataRouter;
    if (!router) return false;
    const { navigation, revalidation, fetchers } = router.state;
    return (
      navigation.state === 'idle' &&
      revalidation === 'idle' &&
      [...fetchers.values()].every((fetcher) => fetcher.state === 'idle')
    );
  });
}

/**
 * Waits until the page has landed on a URL matching `pattern`. Unlike `page.waitForURL`, it survives navigations that
 * the browser aborts on the way: a double submit without JavaScript cancels the first POST's navigation for the
 * second, and `waitForURL` rejects with `net::ERR_ABORTED` when it had attached to the first.
 */
export async function waitForLanding(page: Page, pattern: RegExp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(page.url())) {
    if (Date.now() > deadline) throw new Error(`page stayed at ${page.url()}, expected ${pattern}`);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('load');
}

/**
 * Saves `test-results/{name}.png`. A full-page one shows the page as a shopper who scrolled down would see it:
 * lazily loaded images (loading="lazy") only load near the viewport, so the page is scrolled through first and
 * its images, except those of slider slides scrolled sideways out of view, are given up to five seconds to arrive.
 */
export async function saveScreenshot(
  page: Page,
  name: string,
  { fullPage }: { fullPage: boolean },
): Promise<void> {
  if (!SCREENSHOTS) return;
  const path = resolve(SCREENSHOT_DIR, `${name}.png`);
  if (!fullPage) {
    await page.screenshot({ path });
    return;
  }
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: window.innerHeight,
  }));
  for (let y = step; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .waitForFunction(
      () =>
        [...document.images].every((image) => {
          const box = image.getBoundingClientRect();
          return image.complete || box.width === 0 || box.right <= 0 || box.left >= window.innerWidth;
        }),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path, fullPage: true });
}

/**
 * Holds back the client chunk whose file name starts with `name` (`/assets/{name}-{hash}.js`) until the answered
 * function is called: a part the page loads on demand arrives only then, so a test can act in the moment before.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
