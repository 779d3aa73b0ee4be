import { createStoreApiClient, type StoreApiClient } from '@beautyshop/store-api-client';
import type { Page } from 'playwright-core';
import type { Shop } from './harness.ts';

/** A Store API client of the sandbox's German market (as another team's script would have it). */
export function germanClient(shop: Shop): StoreApiClient {
  const market = shop.sandbox.info.markets.find((entry) => entry.id.toLowerCase() === 'de');
  return createStoreApiClient({ endpoint: shop.sandbox.url, accessKey: market?.accessKey ?? '' });
}

/** Opens the first category of the main navigation; returns its path. */
export async function openFirstCategory(shop: Shop, page: Page): Promise<string> {
  await page.goto(`${shop.storefront.url}/de-de`);
  const href = await page.locator('header nav a').first().getAttribute('href');
  await page.goto(`${shop.storefront.url}${href}`);
  return href ?? '';
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
  return cards.flatMap((card) => {
    const productNumber = sellable.get(card.id);
    return productNumber === undefined ? [] : [{ ...card, productNumber }];
  });
}
