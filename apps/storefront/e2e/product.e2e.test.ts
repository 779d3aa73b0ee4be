import { LAST_SEEN_STORAGE_KEY } from '@beautyshop/catalogue';
import { createStoreApiClient, type Product } from '@beautyshop/store-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;
/** Products of the seeded catalogue with what each test needs, found through the Store API. */
let variantParent: Product;
let tieredProduct: Product;
let reviewedProduct: Product;
let otherProducts: Product[];

beforeAll(async () => {
  shop = await startShop();
  const client = createStoreApiClient({
    endpoint: process.env.SHOPWARE_ENDPOINT ?? '',
    accessKey: process.env.SHOPWARE_ACCESS_KEY_DE ?? '',
  });
  const find = async (filter: Record<string, unknown>) => {
    const list = await client.catalogue.readProducts({ filter: [filter], limit: 1 });
    const product = list.elements[0];
    if (!product) throw new Error(`the seed has no product for ${JSON.stringify(filter)}`);
    return product;
  };
  variantParent = await find({ type: 'range', field: 'childCount', parameters: { gt: 1 } });
  reviewedProduct = await find({ type: 'range', field: 'ratingAverage', parameters: { gt: 0 } });
  const page = await client.catalogue.readProducts({ limit: 100 });
  const tiered = page.elements.find(
    (product) =>
      product.childCount === 0 &&
      product.calculatedPrices.length > 1 &&
      product.calculatedPrice.referencePrice?.price !== undefined,
  );
  if (!tiered) throw new Error('the seed has no product with tier and reference prices');
  tieredProduct = tiered;
  otherProducts = page.elements.filter((product) => product.childCount === 0 && product.id !== tiered.id);
});
afterAll(async () => {
  await shop?.close();
});

describe('the product detail page', () => {
  it('switches a variant through its option link and the URL names the new variant', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/detail/${variantParent.id}`);
    await waitForHydration(page);
    // A parent id redirects to the SEO path of its best variant.
    expect(new URL(page.url()).pathname).not.toContain('/detail/');
    const options = page.locator('main [role="group"] a');
    expect(await options.count()).toBeGreaterThan(1);
    const other = page.locator('main [role="group"] a:not([aria-current])').first();
    const target = await other.getAttribute('href');
    await other.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForFunction(
      (href) =>
        document.querySelector('main [role="group"] a[aria-current="true"]')?.getAttribute('href') === href,
      target,
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('shows the graduated prices a shopper can buy at (to n, from n) and the reference price per 100 ml', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/en-gb/detail/${tieredProduct.id}`);
    await waitForHydration(page);
    const tiers = await page.locator('main table tbody th').allTextContents();
    // Only the tiers a shopper can buy at: the seed's value packs sell from 3, so the tier 'to 2' is left out.
    const minimum = tieredProduct.minPurchase ?? 1;
    const reachable = tieredProduct.calculatedPrices.filter(
      (tier, index, all) => index === all.length - 1 || tier.quantity >= minimum,
    );
    expect(tiers.length).toBe(reachable.length);
    expect(tiers[0]).toBe(`to ${reachable[0]?.quantity}`);
    expect(tiers.at(-1)).toMatch(/^from \d+$/);
    for (const label of tiers.slice(0, -1)) expect(label).toMatch(/^to \d+$/);
    await expect
      .poll(() => page.locator('main p', { hasText: /\/ 100\s(ml|g)\)/ }).count())
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a review page past the last one links back to the first, without JavaScript', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    // Every language's reviews (the German list may be empty for this product).
    await page.goto(`${shop.storefront.url}/de-de/detail/${reviewedProduct.id}?reviewLanguage=all&reviews=2`);
    // The seed gives a product at most five reviews, fewer than one page of ten (spec 9): page 2 is empty.
    expect(new URL(page.url()).searchParams.get('reviews')).toBe('2');
    const firstPage = page.locator('#reviews a[href$="#reviews"]', {
      hasText: 'Zu den neuesten Bewertungen',
    });
    await firstPage.click();
    await page.waitForURL((url) => !url.searchParams.has('reviews'));
    expect(await page.locator('#reviews article').count()).toBeGreaterThan(0);
    await closePage(page);
  });

  it('shows the cross-selling slider, then a last-seen slider after a second product', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const [first, second] = otherProducts;
    if (!first || !second) throw new Error('the seed has too few products');
    await page.goto(`${shop.storefront.url}/de-de/detail/${first.id}`);
    await waitForHydration(page);
    expect(await page.locator('main section[aria-roledescription="carousel"]').count()).toBeGreaterThan(0);
    const firstPath = new URL(page.url()).pathname;
    // The visit is recorded by an effect after hydration; leave only once it is in the browser's storage.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', LAST_SEEN_STORAGE_KEY), {
        timeout: 15_000,
      })
      .not.toBe('');

    await page.goto(`${shop.storefront.url}/de-de/detail/${second.id}`);
    await waitForHydration(page);
    const lastSeen = page.locator(
      'main section[aria-roledescription="carousel"][aria-label="Zuletzt angesehen"]',
    );
    await lastSeen.waitFor({ timeout: 15_000 });
    expect(await lastSeen.locator(`a[href="${firstPath}"]`).count()).toBe(1);
    await saveScreenshot(page, 'product-last-seen-1280', { fullPage: true });
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
