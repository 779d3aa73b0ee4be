import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstCategory } from './cartHelpers.ts';
import { openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const BRAND_LINKS = 'main nav:has(h2:text("Nach Marke einkaufen")) a';

/** The first category's path and its first brand filter page's path, as the category page links it. */
async function firstFilterPage(): Promise<{ category: string; filterPage: string; brand: string }> {
  const { page } = await openPage(shop, 1280);
  const category = await openFirstCategory(shop, page);
  const link = page.locator(BRAND_LINKS).first();
  const filterPage = (await link.getAttribute('href')) ?? '';
  const brand = (await link.textContent()) ?? '';
  await page.context().close();
  return { category, filterPage, brand };
}

describe('spec 7.1 SEO filter URLs: a filtered category listing at its own URL', () => {
  it("a category links its brands' filter pages; each renders the filtered listing, canonical to itself", async () => {
    const { category, filterPage, brand } = await firstFilterPage();
    expect(filterPage.startsWith(category)).toBe(true);
    expect(filterPage).toMatch(/\/[a-z0-9-]+\/$/);
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      const answer = await page.goto(`${shop.storefront.url}${filterPage}`);
      expect(answer?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${shop.storefront.url}${filterPage}`,
      );
      expect(await page.locator('main h1').textContent()).toContain(`– ${brand}`);
      expect(await page.title()).toContain(brand);
      await saveScreenshot(page, `filter-page-${width}`, { fullPage: false });
      await page.locator(BRAND_LINKS).first().scrollIntoViewIfNeeded();
      await saveScreenshot(page, `filter-page-links-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('without JavaScript the filter page is a plain page whose filter form starts from the category', async () => {
    const { category, filterPage } = await firstFilterPage();
    const context = await shop.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${shop.storefront.url}${filterPage}`);
    const form = page.locator('main form[method="get"]').first();
    expect(new URL((await form.getAttribute('action')) ?? '', shop.storefront.url).pathname).toBe(category);
    // The brand of the page is chosen in the form.
    expect(await page.locator('input[name="manufacturer"]:checked').count()).toBe(1);
    await context.close();
  });

  it('with JavaScript the filter form still updates the listing in place', async () => {
    const { filterPage } = await firstFilterPage();
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${filterPage}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('input[name="manufacturer"]:not(:checked)').first().check();
    await page.locator('main form[method="get"] button[type="submit"]').first().click();
    await page.waitForURL((url) => url.searchParams.getAll('manufacturer').length === 2);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an unknown filter URL answers 404, a malformed one 400, never 500', async () => {
    const { category } = await firstFilterPage();
    const unknown = await fetch(`${shop.storefront.url}${category}no-such-brand/`);
    expect(unknown.status).toBe(404);
    // A filter segment whose percent-encoding does not decode.
    const malformed = await fetch(`${shop.storefront.url}${category}%E0%A4%A/`);
    expect(malformed.status).toBe(400);
  });
});
