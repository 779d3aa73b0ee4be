import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstCategory } from './cartHelpers.ts';
import { openPage, type Shop, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

interface Block {
  '@type': string;
  nonce: string;
  [key: string]: unknown;
}

/** The page's JSON-LD blocks, each with the nonce its script element carries. */
function blocksOf(page: Page): Promise<Block[]> {
  return page.$$eval('script[type="application/ld+json"]', (scripts) =>
    scripts.map((script) => ({
      ...JSON.parse(script.textContent ?? '{}'),
      nonce: (script as HTMLScriptElement).nonce,
    })),
  );
}

const AUDIENCE_DE = { geographicArea: { name: 'DE' } };

describe("spec 7.1: the Store API's structured data on the home, category and product pages", () => {
  it('structured data names the audience area as DE and the language as German (home: Organization and WebSite)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de`);
    await waitForHydration(page);
    const blocks = await blocksOf(page);
    const organization = blocks.find((block) => block['@type'] === 'Organization');
    const webSite = blocks.find((block) => block['@type'] === 'WebSite');
    expect(organization).toMatchObject({ audience: AUDIENCE_DE, url: `${shop.storefront.url}/de-de` });
    expect(webSite).toMatchObject({ audience: AUDIENCE_DE, inLanguage: 'German' });
    // Each block carries the response's CSP nonce.
    for (const block of blocks) expect(block.nonce).not.toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("a category page's BreadcrumbList and a product page's Product come from specific-structured-data", async () => {
    const { page, errors } = await openPage(shop, 1280);
    const categoryHref = await openFirstCategory(shop, page);
    await waitForHydration(page);
    const [breadcrumb] = await blocksOf(page);
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      audience: AUDIENCE_DE,
      inLanguage: 'German',
    });
    const crumbs = breadcrumb?.itemListElement as { item?: string }[];
    expect(crumbs.at(-1)?.item).toBe(`${shop.storefront.url}${categoryHref}`);
    const productHref = await page.locator('main article a').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${productHref}`);
    await waitForHydration(page);
    const [product] = await blocksOf(page);
    expect(product).toMatchObject({
      '@type': 'Product',
      audience: AUDIENCE_DE,
      inLanguage: 'German',
      url: `${shop.storefront.url}${productHref}`,
      offers: { priceCurrency: 'EUR', eligibleRegion: 'DE' },
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cart and checkout paths skip the SEO and structured-data handling', async () => {
    for (const path of ['/de-de/checkout/cart', '/de-de/checkout']) {
      const html = await (await fetch(`${shop.storefront.url}${path}`)).text();
      expect(html, path).not.toContain('application/ld+json');
      expect(html, path).not.toContain('rel="canonical"');
      expect(html, path).not.toContain('rel="alternate"');
    }
  });
});
