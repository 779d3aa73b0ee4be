import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Every data request (`.data`) the page makes, in order, by path and query. */
function dataRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) requested.push(url.pathname + url.search);
  });
  return requested;
}

/** Ample time for a prefetch to start: the registry's chunk loads after hydration, then a seen link prefetches. */
const PREFETCH_WAIT_MS = 1500;

const repeated = (requested: readonly string[]) =>
  requested.filter((path, index) => requested.indexOf(path) !== index);

/** The shopper's own pages: their links never prefetch (they are never cached, and change with every action). */
const OWN_PAGES = ['/de-de/wishlist', '/de-de/checkout/cart'];

/** The page a data request is for: `/de-de/Haare/_.data` is `/de-de/Haare/`, `/de-de/a.data` is `/de-de/a`. */
const pageOfDataRequest = (path: string) => new URL(path, 'http://shop').pathname.replace(/_?\.data$/, '');

/**
 * The pages of this market's links that are at least half in view, as the registry counts a link seen (the
 * current page, other markets and the shopper's own pages aside), whose data has not been requested yet. Parts of
 * a page hydrate at different moments, so this says when everything in view has been prefetched, where waiting
 * for the network to go quiet does not.
 */
async function inViewNotPrefetched(page: Page, requested: readonly string[]): Promise<string[]> {
  const inView = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/de-de/"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(link).visibility === 'hidden')
          return false;
        const visibleWidth = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
        const visibleHeight = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
        return Math.max(0, visibleWidth) * Math.max(0, visibleHeight) >= 0.5 * box.width * box.height;
      })
      .map((link) => new URL(link.href).pathname)
      .filter((path) => path !== location.pathname),
  );
  const prefetched = new Set(requested.map(pageOfDataRequest));
  return [...new Set(inView)].filter((path) => !OWN_PAGES.includes(path) && !prefetched.has(path));
}

async function scrollTo(page: Page, where: 'bottom' | 'top'): Promise<void> {
  await page.evaluate(
    (to) => window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : 0),
    where,
  );
}

describe('spec 2.1 and 4: internal links are prefetched when they scroll into view, each page once', () => {
  it('prefetches the pages of the links in view once, those further down when they come into view, none twice', async () => {
    // A first visit: each prefetch is one request to the shop, which this test counts.
    const { page, errors } = await openPage(shop, 1280, [], { cache: 'empty', connection: 'unmetered' });
    const requested = dataRequests(page);
    await page.goto(`${shop.storefront.url}/de-de/`);
    await waitForHydration(page);
    // The header's categories and the content's links, seen at once.
    await expect.poll(() => inViewNotPrefetched(page, requested)).toEqual([]);
    const inFirstView = requested.length;
    expect(inFirstView).toBeGreaterThanOrEqual(5);

    // The footer's links come into view: their pages are prefetched then.
    await scrollTo(page, 'bottom');
    await expect.poll(() => inViewNotPrefetched(page, requested)).toEqual([]);
    const afterFooter = requested.length;
    expect(afterFooter).toBeGreaterThan(inFirstView);

    // Back at the top, the header's links are in view again: they are prefetched already, and stay so.
    await scrollTo(page, 'top');
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    expect(requested.slice(afterFooter)).toEqual([]);
    expect(repeated(requested)).toEqual([]);
    expect(requested.map(pageOfDataRequest).filter((path) => OWN_PAGES.includes(path))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('prefetches nothing on a data-saver connection', async () => {
    // The harness's default connection: the data saver on.
    const { page, errors } = await openPage(shop, 1280, [], { connection: 'data saver' });
    const requested = dataRequests(page);
    await page.goto(`${shop.storefront.url}/de-de/`);
    await waitForHydration(page);
    await scrollTo(page, 'bottom');
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
