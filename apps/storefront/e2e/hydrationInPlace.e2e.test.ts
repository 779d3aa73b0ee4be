import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFromListing,
  germanClient,
  openFirstCategory,
  reviewedProductId,
  sellableCards,
} from './cartHelpers.ts';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';
import { serverRenderedPart, watchServerRenderedPart } from './serverRenderedPart.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/**
 * Loads `path` until `wanted` loads had the part (`selector` in `within`, the page's main content) in their server HTML, at
 * most twice as many loads: a part whose data missed its deadline on a busy machine is not in the HTML, and then
 * there is nothing to keep. Answers, for each of those loads, what became of the part (at least one load's).
 */
async function loadsOf(page: Page, path: string, selector: string, wanted = 3, within = 'main') {
  await watchServerRenderedPart(page, selector, within);
  const findings = [];
  for (let load = 1; load <= wanted * 2 && findings.length < wanted; load += 1) {
    await page.goto(`${shop.storefront.url}${path}`);
    await waitForHydration(page);
    // Hydration, the tracking runtime and the parts' own requests are done once the network is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const part = await serverRenderedPart(page, selector, within);
    if (part.shown !== 'none') findings.push(part);
  }
  expect(findings.length, `${path}: no load of ${wanted * 2} had ${selector} in its HTML`).toBeGreaterThan(0);
  return findings;
}

const KEPT = { shown: 'server', removed: [] };

// A part of the page in a Suspense boundary that hydrates later than the rest (streamed data, a component loaded
// on demand) keeps its server HTML only if no urgent update reaches the boundary first: React then drops that HTML
// and draws the part again (a flash, and element handles taken before hydration detached). The tracking runtime,
// which arrives right after hydration, was such an update.
describe('parts hydrated after the rest of the page keep their server-rendered nodes', () => {
  it('the cart page’s streamed recommendations slider', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    await waitForHydration(page);
    const [card] = await sellableCards(shop, page);
    if (!card) throw new Error('the category has no sellable product');
    await addFromListing(page, card.id);
    const findings = await loadsOf(
      page,
      '/de-de/checkout/cart',
      'section[aria-roledescription="carousel"][aria-label="Passend zu deinem Warenkorb"]',
    );
    expect(findings).toEqual(findings.map(() => KEPT));
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);

  it('the home page’s content blocks (an island hydrated from its own chunk)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const findings = await loadsOf(page, '/de-de', '.bs-cms-page');
    expect(findings).toEqual(findings.map(() => KEPT));
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);

  it('a category’s recommendations (an island hydrated from its own chunk, inside a view loaded on demand)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const path = await openFirstCategory(shop, page);
    const findings = await loadsOf(
      page,
      path,
      'section[aria-roledescription="carousel"][aria-label="Beliebt in dieser Kategorie"]',
    );
    expect(findings).toEqual(findings.map(() => KEPT));
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);

  it('a product page’s reviews and sliders (an island hydrated from its own chunk)', async () => {
    const reviewedId = await reviewedProductId(shop);
    const { page, errors } = await openPage(shop, 1280);
    const findings = await loadsOf(page, `/de-de/detail/${reviewedId}`, '#reviews');
    expect(findings).toEqual(findings.map(() => KEPT));
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);

  it.each([
    ['search box', '#header-search'],
    ['category bar', '#main-navigation'],
  ])(
    'the header’s %s (an island hydrated from its own chunk, while the header redraws its menu button)',
    async (_name, selector) => {
      const { page, errors } = await openPage(shop, 1280);
      const findings = await loadsOf(page, '/de-de', selector, 3, 'header');
      expect(findings).toEqual(findings.map(() => KEPT));
      expect(errors).toEqual([]);
      await closePage(page);
    },
    120_000,
  );

  it('a landing page’s content blocks (their renderer loads on demand)', async () => {
    const categories = await germanClient(shop).catalogue.readCategories({
      filter: [{ type: 'equals', field: 'type', value: 'link' }],
      limit: 50,
    });
    const landing = categories.find((category) => category.linkType === 'landing_page');
    if (!landing?.internalLink) throw new Error('the seed has no landing page');
    const { page, errors } = await openPage(shop, 1280);
    const findings = await loadsOf(page, `/de-de/landingPage/${landing.internalLink}`, '.bs-cms-page');
    expect(findings).toEqual(findings.map(() => KEPT));
    expect(errors).toEqual([]);
    await closePage(page);
  }, 120_000);
});
