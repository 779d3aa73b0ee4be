import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAddForm, openFirstCategory, reviewedProductId, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/**
 * The CSS-module classes (the app's `name_hashOfFile`, scripts/scopedClassName.ts; the ui package's `Component_name`) of elements under `selector` that no stylesheet of the page names: a
 * part whose stylesheet only its script brings would show them unstyled until the script runs, and without
 * JavaScript for good.
 */
function unstyledModuleClasses(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    // Rules inside media, container and supports blocks (and nested ones) style elements too.
    const rulesIn = (rules: CSSRuleList): CSSRule[] =>
      [...rules].flatMap((rule) => [
        rule,
        ...('cssRules' in rule ? rulesIn((rule as CSSGroupingRule).cssRules) : []),
      ]);
    const selectors = [...document.styleSheets]
      .flatMap((sheet) => rulesIn(sheet.cssRules))
      .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''))
      .join(' ');
    const used = new Set(
      [...document.querySelectorAll(`${root} [class]`)].flatMap((element) =>
        [...element.classList].filter((name) =>
          /^[a-z][A-Za-z0-9]*_[\w-]{5}$|^[A-Z][A-Za-z0-9]+_[A-Za-z0-9]+$/.test(name),
        ),
      ),
    );
    return [...used].filter((name) => !selectors.includes(`.${name}`));
  }, selector);
}

// The home page's content blocks, the cart page's and a category's recommendations and a product page's reviews and
// sliders hydrate from chunks of their own, which the page does not preload (app/build/lazyViews.ts); the page links
// their stylesheets itself.
describe('parts of a page that hydrate from their own chunk are styled from the server’s HTML', () => {
  it('the home page’s content blocks, without JavaScript', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}/de-de`);
    await page.locator('.bs-cms-page').first().waitFor();
    // Its product slider shows the shop's product tiles.
    expect(await page.locator('.bs-cms-page article').count()).toBeGreaterThan(0);
    expect(await unstyledModuleClasses(page, 'main')).toEqual([]);
    await closePage(page);
  });

  it('a category’s recommendations, without JavaScript', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await openFirstCategory(shop, page);
    const slider = page.locator(
      'section[aria-roledescription="carousel"][aria-label="Beliebt in dieser Kategorie"]',
    );
    await slider.waitFor();
    expect(await slider.locator('article').count()).toBeGreaterThan(0);
    expect(await unstyledModuleClasses(page, 'main')).toEqual([]);
    await closePage(page);
  });

  it('a product page’s reviews and sliders, without JavaScript', async () => {
    const reviewedId = await reviewedProductId(shop);
    const { page } = await openPage(shop, 390, [], {
      height: 844,
      consent: 'first visit',
      javaScriptEnabled: false,
    });
    await page.goto(`${shop.storefront.url}/de-de/detail/${reviewedId}`);
    await page.locator('#reviews li').first().waitFor();
    // The recommendations slider shows the shop's product tiles.
    expect(
      await page.locator('main section[aria-roledescription="carousel"] article').count(),
    ).toBeGreaterThan(0);
    expect(await unstyledModuleClasses(page, 'main')).toEqual([]);
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'product-extras-nojs-390', { fullPage: false });
    await closePage(page);
  });

  it('the cart page’s recommendations, without JavaScript', async () => {
    const { page } = await openPage(shop, 390, [], {
      height: 844,
      consent: 'first visit',
      javaScriptEnabled: false,
    });
    await openFirstCategory(shop, page);
    const [card] = await sellableCards(shop, page);
    if (!card) throw new Error('the category has no sellable product');
    await listingAddForm(page, card.id).locator('button[type="submit"]').click();
    await page.waitForLoadState();
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    const slider = page.locator('section[aria-roledescription="carousel"]');
    await slider.waitFor();
    expect(await slider.locator('article').count()).toBeGreaterThan(0);
    expect(await unstyledModuleClasses(page, 'main')).toEqual([]);
    await slider.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'cart-recommendations-nojs-390', { fullPage: false });
    await closePage(page);
  });
});

/** The stylesheets a page links, by path (a `#` that React Router adds to some hrefs left off), with their counts. */
function linkedStylesheets(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const path = new URL(link.href).pathname;
      counts[path] = (counts[path] ?? 0) + 1;
    }
    return counts;
  });
}

describe('the shell stylesheet, which every page links from its root route, is linked once', () => {
  // Chunks loaded on demand (content blocks, the side cart) need the shell's styles too. The loader that fetches
  // them looks for a link to the same href first; a second link makes the browser parse the 75 KB again and match
  // it against the whole page after the first paint: about a quarter of the category page's blocking time, measured
  // (patches/@react-router__dev: no "#" on the root route's stylesheets, so the loader finds them).
  it.each(['/de-de', '/de-de/Hautpflege/'])(
    'on %s, after hydration and the chunks it loads',
    async (path) => {
      const { page, errors } = await openPage(shop, 1280);
      await page.goto(`${shop.storefront.url}${path}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const shell = Object.entries(await linkedStylesheets(page)).filter(([href]) =>
        /\/shell-[\w-]+\.css$/.test(href),
      );
      expect(shell.map(([, count]) => count)).toEqual([1]);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );
});
