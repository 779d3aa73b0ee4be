import { createStoreApiClient, type StoreApiClient } from '@beautyshop/store-api-client';
import type { Locator, Page } from 'playwright-core';
import { holdChunk, type Shop } from './harness.ts';

/** A Store API client of the sandbox's German market (as another team's script would have it). */
export function germanClient(shop: Shop): StoreApiClient {
  const market = shop.sandbox.info.markets.find((entry) => entry.id.toLowerCase() === 'de');
  return createStoreApiClient({ endpoint: shop.sandbox.url, accessKey: market?.accessKey ?? '' });
}

/** The id of a product of the seed with reviews: its page shows them, the sliders and the write-review form. */
export async function reviewedProductId(shop: Shop): Promise<string> {
  const { elements } = await germanClient(shop).catalogue.readProducts({
    filter: [{ type: 'range', field: 'ratingAverage', parameters: { gt: 0 } }],
    limit: 1,
  });
  const reviewed = elements[0];
  if (!reviewed) throw new Error('the seed has no reviewed product');
  return reviewed.id;
}

/**
 * Opens a page of the shop and answers its status. A 503 is the render budget shedding load (it names a
 * Retry-After): on a CI machine running two browser files at once it can happen, and a shopper would reload.
 */
async function gotoShopPage(page: Page, url: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.goto(url);
    const status = response?.status() ?? 0;
    if (status !== 503 || attempt === 3) return status;
    const retryAfter = Number(response?.headers()['retry-after'] ?? '1');
    await page.waitForTimeout(Math.min(Math.max(retryAfter, 1), 3) * 1000);
  }
}

/** Opens the first category of the main navigation; returns its path. */
export async function openFirstCategory(shop: Shop, page: Page): Promise<string> {
  const homeStatus = await gotoShopPage(page, `${shop.storefront.url}/de-de`);
  if (homeStatus !== 200) throw new Error(`The home page answered ${homeStatus}`);
  const href = await page.locator('#main-navigation a').first().getAttribute('href');
  if (!href) throw new Error('The home page has no main navigation');
  const status = await gotoShopPage(page, `${shop.storefront.url}${href}`);
  if (status !== 200) throw new Error(`The category ${href} answered ${status}`);
  return href;
}

/**
 * The add form of a product's card on a listing page. The category's recommendation slider below the listing may
 * show the same product again: the listing's card comes first in the page.
 */
export function listingAddForm(page: Page, productId: string): Locator {
  return page
    .locator(
      `main article form:has(input[name="intent"][value="add"]):has(input[name="productId"][value="${productId}"])`,
    )
    .first();
}

/**
 * Adds a product from its listing card, as a shopper's click on its button does, and waits for the shop's answer:
 * the side cart opens at once, before the shop has answered, and a page left earlier would cancel the add.
 */
export async function addFromListing(page: Page, productId: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/cart/change') && response.request().method() === 'POST',
  );
  await listingAddForm(page, productId).evaluate((element: HTMLFormElement) => element.requestSubmit());
  const response = await answered;
  if (!response.ok()) throw new Error(`The add to cart answered ${response.status()}`);
  await page.getByRole('dialog', { name: /Dein Warenkorb/ }).waitFor({ timeout: 15_000 });
}

export interface SellableCard {
  id: string;
  name: string;
  productNumber: string;
}

/**
 * The listing's cards of products sold one by one and in stock (a closeout without stock would leave the cart
 * again): their ids, names and product numbers.
 */
export async function sellableCards(shop: Shop, page: Page): Promise<SellableCard[]> {
  const addForm = 'main article form:has(input[name="intent"][value="add"])';
  await page.locator(addForm).first().waitFor({ state: 'attached', timeout: 15_000 });
  const cards = await page.locator('main article').evaluateAll((articles) =>
    articles.flatMap((article) => {
      const id = article.querySelector<HTMLInputElement>(
        'form:has(input[name="intent"][value="add"]) input[name="productId"]',
      )?.value;
      const name = article.querySelector('h3')?.textContent?.trim();
      return id && name ? [{ id, name }] : [];
    }),
  );
  const products = await germanClient(shop).catalogue.readProducts({
    limit: cards.length,
    filter: [{ type: 'equalsAny', field: 'id', value: cards.map((card) => card.id) }],
  });
  const sellable = new Map(
    products.elements
      .filter((product) => product.minPurchase === 1 && product.purchaseSteps === 1)
      .filter((product) => !product.isCloseout && (product.calculatedMaxPurchase ?? 0) >= 5)
      .map((product) => [product.id, product.productNumber]),
  );
  // Each product once: a recommendation slider below the listing may repeat one.
  const seen = new Set<string>();
  return cards.flatMap((card) => {
    const productNumber = sellable.get(card.id);
    if (productNumber === undefined || seen.has(card.id)) return [];
    seen.add(card.id);
    return [{ ...card, productNumber }];
  });
}

/**
 * Closes the side cart as a shopper does: once it has opened (its code loads on the first add, so it can open a
 * moment after the shop answered), Escape, and it is gone.
 */
export async function closeSideCart(page: Page): Promise<void> {
  const open = page.locator('dialog[open]');
  await open.waitFor({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await open.waitFor({ state: 'detached' });
}

/**
 * Holds back the chunk of the cart stores, which load just after hydration, until the answered function is called:
 * the moment between hydration and their arrival becomes long enough to act in (an add, a widget's event).
 */
export function holdCartStores(page: Page): Promise<() => void> {
  return holdChunk(page, 'shopCartOnDemand');
}
