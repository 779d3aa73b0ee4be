import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { germanClient, listingAddForm, openFirstCategory, sellableCards } from './cartHelpers.ts';
import { openPage, type Shop, startShop, waitForHydration } from './harness.ts';
import { serverRenderedNodes, watchServerRenderedNodes } from './serverRenderedNodes.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/**
 * Loads `path` until `wanted` loads had the watched part in their server HTML (at most twice as many loads: a part
 * whose data missed its deadline, on a busy machine, is not in the HTML, and then there is nothing to keep); after
 * each of those, what became of the part's server-rendered elements.
 */
async function loadsOf(page: Page, path: string, wanted = 3) {
  const findings = [];
  for (let load = 1; load <= wanted * 2 && findings.length < wanted; load += 1) {
    await page.goto(`${shop.storefront.url}${path}`);
    await waitForHydration(page);
    // Hydration, the tracking runtime and the parts' own requests are done once the network is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const nodes = await serverRenderedNodes(page);
    if (nodes.inHtml > 0) findings.push(nodes);
  }
  return findings;
}

const KEPT = { inHtml: 1, removed: [], allConnected: true };
const THREE_TIMES_KEPT = [KEPT, KEPT, KEPT];

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
    await listingAddForm(page, card.id).evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect
      .poll(() => page.getByRole('dialog', { name: /Dein Warenkorb/ }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await watchServerRenderedNodes(
      page,
      'main section[aria-roledescription="carousel"][aria-label="Passend zu deinem Warenkorb"]',
    );
    const findings = await loadsOf(page, '/de-de/checkout/cart');
    expect(findings).toEqual(THREE_TIMES_KEPT);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a landing page’s content blocks (their renderer loads on demand)', async () => {
    const categories = await germanClient(shop).catalogue.readCategories({
      filter: [{ type: 'equals', field: 'type', value: 'link' }],
      limit: 50,
    });
    const landing = categories.find((category) => category.linkType === 'landing_page');
    if (!landing?.internalLink) throw new Error('the seed has no landing page');
    const { page, errors } = await openPage(shop, 1280);
    await watchServerRenderedNodes(page, 'main .bs-cms-page');
    const findings = await loadsOf(page, `/de-de/landingPage/${landing.internalLink}`);
    expect(findings).toEqual(THREE_TIMES_KEPT);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
