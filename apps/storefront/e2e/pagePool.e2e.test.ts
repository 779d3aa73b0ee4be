import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';
import { retirePagesLeftOut } from './pagePool.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** What one test could leave behind for the next: every kind of state the pool promises to clear. */
async function leaveTraces(shop: Shop, page: Awaited<ReturnType<typeof openPage>>['page']): Promise<void> {
  await page.goto(`${shop.storefront.url}/de-de/login`);
  await waitForHydration(page);
  await page.context().addCookies([{ name: 'left_behind', value: '1', url: shop.storefront.url }]);
  await page.evaluate(() => {
    localStorage.setItem('left_behind', '1');
    sessionStorage.setItem('left_behind', '1');
  });
  await page.addInitScript(() => Object.assign(window, { leftBehindScript: true }));
  await page.context().addInitScript(() => Object.assign(window, { leftBehindContextScript: true }));
  await page.route('**/de-de/login', (route) => route.fulfill({ status: 418, body: 'routed' }));
  page.on('console', () => {
    throw new Error('a listener of the test before');
  });
  await page.context().newPage();
}

describe('the page pool hands each test a page as clean as a fresh context', () => {
  it('takes back a page and hands out the same one without cookies, storage, init scripts, routes, listeners or tabs', async () => {
    const first = await openPage(shop, 390);
    await leaveTraces(shop, first.page);
    await closePage(first.page);

    const second = await openPage(shop, 1280, [], { consent: 'first visit' });
    // The same page, so the same renderer and its compiled scripts: the point of the pool.
    expect(second.page).toBe(first.page);
    expect(second.page.viewportSize()).toEqual({ width: 1280, height: 900 });
    expect(second.page.context().pages()).toEqual([second.page]);
    expect(await second.page.context().cookies()).toEqual([]);
    const answer = await second.page.goto(`${shop.storefront.url}/de-de/login`);
    expect(answer?.status()).toBe(200);
    await waitForHydration(second.page);
    expect(
      await second.page.evaluate(() => ({
        local: localStorage.getItem('left_behind'),
        session: sessionStorage.getItem('left_behind'),
        script: 'leftBehindScript' in window,
        contextScript: 'leftBehindContextScript' in window,
      })),
    ).toEqual({ local: null, session: null, script: false, contextScript: false });
    await second.page.evaluate(() => console.warn('heard by this test only'));
    expect(second.errors).toEqual([expect.stringContaining('heard by this test only')]);
    // A first visit: no stored consent, so the dialog asks.
    await expect.poll(() => second.page.getByRole('dialog').count()).toBe(1);
    await closePage(second.page);
  });

  it('hands out a new context after a test installed a fake clock, which cannot be taken back', async () => {
    const clocked = await openPage(shop, 1280);
    await clocked.page.clock.install();
    await closePage(clocked.page);
    expect(clocked.page.isClosed()).toBe(true);

    const next = await openPage(shop, 1280);
    expect(next.page).not.toBe(clocked.page);
    await closePage(next.page);
  });

  it('closes the context of a page a test kept (it failed before handing it back)', async () => {
    const kept = await openPage(shop, 1280);
    await retirePagesLeftOut();
    expect(kept.page.isClosed()).toBe(true);

    const next = await openPage(shop, 1280);
    expect(next.page).not.toBe(kept.page);
    await closePage(next.page);
  });
});
