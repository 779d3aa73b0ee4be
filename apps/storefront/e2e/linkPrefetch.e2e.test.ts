import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, type Shop, startShop, waitForHydration } from './harness.ts';

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

async function scrollTo(page: Page, where: 'bottom' | 'top'): Promise<void> {
  await page.evaluate(
    (to) => window.scrollTo(0, to === 'bottom' ? document.documentElement.scrollHeight : 0),
    where,
  );
}

describe('spec 2.1 and 4: internal links are prefetched when they scroll into view, each page once', () => {
  it('prefetches the pages of the links in view once, those further down when they come into view, none twice', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const requested = dataRequests(page);
    await page.goto(`${shop.storefront.url}/de-de/`);
    await waitForHydration(page);
    // The header's categories, seen at once.
    await expect.poll(() => requested.length).toBeGreaterThanOrEqual(5);
    await page.waitForLoadState('networkidle');
    const inFirstView = requested.length;

    // The footer's links come into view: their pages are prefetched then.
    await scrollTo(page, 'bottom');
    await expect.poll(() => requested.length).toBeGreaterThan(inFirstView);
    await page.waitForLoadState('networkidle');
    const afterFooter = requested.length;

    // Back at the top, the header's links are in view again: they are prefetched already, and stay so.
    await scrollTo(page, 'top');
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBe(afterFooter);
    expect(repeated(requested)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('prefetches nothing on a data-saver connection', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page
      .context()
      .addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      );
    const requested = dataRequests(page);
    await page.goto(`${shop.storefront.url}/de-de/`);
    await waitForHydration(page);
    await scrollTo(page, 'bottom');
    await page.waitForTimeout(PREFETCH_WAIT_MS);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
