import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstCategory, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const WIDTHS = [390, 1280] as const;

/** The left edge of the header's content and of every content block's box, in CSS pixels. */
async function leftEdges(page: Page): Promise<{ header: number; blocks: number[] }> {
  return page.evaluate(() => {
    const header = document.querySelector('header nav a, header a');
    const blocks = [
      ...document.querySelectorAll('main .bs-cms-media-text:not(.bs-cms-media-text--text-only)'),
    ];
    return {
      header: header?.getBoundingClientRect().left ?? 0,
      blocks: blocks.map((block) => block.getBoundingClientRect().left),
    };
  });
}

/** Anchors whose computed colour is the browser's default link blue or visited purple. */
async function defaultColouredLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a')]
      .filter((link) => ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(link).color))
      .map((link) => link.getAttribute('href') ?? ''),
  );
}

describe('every page type at 390 and 1280 px (issue 19: a demo that looks real)', () => {
  it.each(WIDTHS)('home, landing page, category, product and search at %i px', async (width) => {
    const { page, errors } = await openPage(shop, width);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    await page.locator('main h2').first().waitFor();
    await saveScreenshot(page, `page-home-${width}`, { fullPage: true });
    const blueLinks = await defaultColouredLinks(page);
    if (width === 1280) {
      // Content blocks sit on the page grid: their left edge is no further out than the header's.
      const edges = await leftEdges(page);
      for (const left of edges.blocks) expect(left).toBeGreaterThanOrEqual(edges.header - 1);
    }

    expect((await page.goto(`${shop.storefront.url}/de-de/clean-beauty/`))?.status()).toBe(200);
    // The hero, the two stories and the slider: the blocks are a lazily loaded view, so wait for all of them.
    await page.waitForFunction(() => document.querySelectorAll('main h2').length >= 3, undefined, {
      timeout: 10_000,
    });
    await saveScreenshot(page, `page-landing-${width}`, { fullPage: true });

    await openFirstCategory(shop, page);
    await saveScreenshot(page, `page-category-${width}`, { fullPage: true });
    blueLinks.push(...(await defaultColouredLinks(page)));
    const [card] = await sellableCards(shop, page);
    await page
      .locator('main article a', { hasText: card?.name ?? '' })
      .first()
      .click();
    await page.waitForFunction((name) => document.querySelector('main h1')?.textContent === name, card?.name);
    await saveScreenshot(page, `page-product-${width}`, { fullPage: true });

    await page.goto(`${shop.storefront.url}/de-de/search?search=creme`);
    await saveScreenshot(page, `page-search-${width}`, { fullPage: true });
    expect(blueLinks).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it.each(WIDTHS)('cart, checkout, login, content page, error and 404 at %i px', async (width) => {
    const { page } = await openPage(shop, width, [
      `${shop.storefront.url}/de-de/error?code=500`,
      `${shop.storefront.url}/de-de/gibt-es-nicht`,
    ]);
    await openFirstCategory(shop, page);
    await waitForHydration(page);
    // The listing's add forms come with the lazily loaded category view; on a busy machine reload once.
    const [card] = await sellableCards(shop, page).catch(async () => {
      await page.reload();
      return sellableCards(shop, page);
    });
    await page
      .locator('main article', { hasText: card?.name ?? '' })
      .first()
      .locator('form:has(input[name="intent"][value="add"]) button[type="submit"]')
      .click();
    await page.waitForTimeout(1500);
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    await saveScreenshot(page, `page-cart-${width}`, { fullPage: true });
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    await saveScreenshot(page, `page-checkout-${width}`, { fullPage: true });
    await page.goto(`${shop.storefront.url}/de-de/login`);
    await saveScreenshot(page, `page-login-${width}`, { fullPage: true });
    await page.goto(`${shop.storefront.url}/de-de/magazin/pflegeroutine`);
    await saveScreenshot(page, `page-content-${width}`, { fullPage: true });

    await page.goto(`${shop.storefront.url}/de-de/error?code=500`);
    await saveScreenshot(page, `page-error-${width}`, { fullPage: false });
    const blueLinks = await defaultColouredLinks(page);
    // '500' shows once, as the large code; the heading names the error for screen readers.
    const visibleCodes = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter(
          (element) =>
            element.children.length === 0 &&
            element.textContent?.trim() === '500' &&
            element.getBoundingClientRect().width > 1,
        ).length,
    );
    expect(visibleCodes).toBe(1);

    expect((await page.goto(`${shop.storefront.url}/de-de/gibt-es-nicht`))?.status()).toBe(404);
    await saveScreenshot(page, `page-404-${width}`, { fullPage: true });
    blueLinks.push(...(await defaultColouredLinks(page)));
    expect(blueLinks).toEqual([]);
    await closePage(page);
  });
});

describe('keyboard focus on content blocks', () => {
  it('a large category teaser shows its focus ring round the whole teaser at 1280 px', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    const teaser = page.locator('main .bs-cms-large-category > a').first();
    await teaser.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    const box = await teaser.boundingBox();
    if (!box) throw new Error('the home page has no large category teaser');
    // The strip just above the teaser, where its ring (2px, 2px off the edge) is drawn.
    const strip = { x: box.x, y: box.y - 4, width: box.width, height: 4 };
    const unfocused = await page.screenshot({ clip: strip });
    for (let press = 0; press < 150; press += 1) {
      await page.keyboard.press('Tab');
      if (await teaser.evaluate((link) => link === document.activeElement)) break;
    }
    await expect.poll(() => teaser.evaluate((link) => link.matches(':focus-visible'))).toBe(true);
    // Focus scrolls the teaser into view its own way: back to where the first picture was taken.
    await teaser.evaluate((link) => link.scrollIntoView({ block: 'center' }));
    expect(await teaser.boundingBox()).toEqual(box);
    expect((await page.screenshot({ clip: strip })).equals(unfocused)).toBe(false);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
