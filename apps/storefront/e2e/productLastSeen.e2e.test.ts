import { LAST_SEEN_STORAGE_KEY } from '@beautyshop/catalogue';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanClient } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** Opens a product page and waits until the visit is in the browser's last-seen list. */
async function visit(page: Page, productId: string): Promise<void> {
  // about:blank has no storage: the first visit starts from nothing.
  const before = page.url().startsWith('http')
    ? await page.evaluate((key) => window.localStorage.getItem(key) ?? '', LAST_SEEN_STORAGE_KEY)
    : '';
  await page.goto(`${shop.storefront.url}/de-de/detail/${productId}`);
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', LAST_SEEN_STORAGE_KEY), {
      timeout: 15_000,
    })
    .not.toBe(before);
}

describe('the last-seen slider', () => {
  it('last seen keeps one entry per product, not one per variant', async () => {
    const client = germanClient(shop);
    const parents = await client.catalogue.readProducts({
      filter: [{ type: 'range', field: 'childCount', parameters: { gt: 1 } }],
      limit: 1,
    });
    const parent = parents.elements[0];
    if (!parent) throw new Error('the seed has no product with variants');
    const variants = await client.catalogue.readProducts({
      filter: [{ type: 'equals', field: 'parentId', value: parent.id }],
      limit: 2,
    });
    const [first, second] = variants.elements;
    const others = await client.catalogue.readProducts({
      filter: [{ type: 'equals', field: 'childCount', value: 0 }],
      limit: 1,
    });
    const other = others.elements[0];
    if (!first || !second || !other) throw new Error('the seed has too few products');

    const { page, errors } = await openPage(shop, 390);
    await visit(page, first.id);
    await visit(page, second.id);
    await visit(page, other.id);
    const stored = JSON.parse(
      (await page.evaluate(
        (key) => window.localStorage.getItem(key) ?? '[]',
        LAST_SEEN_STORAGE_KEY,
      )) as string,
    ) as { id: string; family: string }[];
    expect(stored.filter((entry) => entry.family === parent.id)).toEqual([
      { id: second.id, family: parent.id },
    ]);

    const slider = page.locator(
      'main section[aria-roledescription="carousel"][aria-label="Zuletzt angesehen"]',
    );
    await slider.waitFor({ timeout: 15_000 });
    expect(await slider.locator('[aria-roledescription="slide"]').count()).toBe(1);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'product-reviews-390', { fullPage: false });
    await slider.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'product-last-seen-390', { fullPage: false });
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
