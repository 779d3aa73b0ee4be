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

/**
 * The page's blocks once the Store API's structured data made it in time. It has a deadline of its own (800 ms,
 * structuredData.server.ts), and beside the other files on two cores a first answer can miss it: the page then goes
 * out without it, as it should (the home page keeps the shop's own Organization block, without an audience). The
 * late answer fills the shop's read cache, so the page is asked again, up to five times.
 */
async function storeApiBlocksOf(page: Page, url: string): Promise<Block[]> {
  let blocks: Block[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.goto(url);
    await waitForHydration(page);
    blocks = await blocksOf(page);
    if (blocks.some((block) => 'audience' in block)) return blocks;
  }
  return blocks;
}

describe("spec 7.1: the Store API's structured data on the home, category and product pages", () => {
  it('structured data names the audience area as DE and the language as German (home: Organization and WebSite)', async () => {
    const { page, errors } = await openPage(shop, 1280);
    const blocks = await storeApiBlocksOf(page, `${shop.storefront.url}/de-de`);
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
    const [breadcrumb] = await storeApiBlocksOf(page, page.url());
    expect(breadcrumb).toMatchObject({
      '@type': 'BreadcrumbList',
      audience: AUDIENCE_DE,
      inLanguage: 'German',
    });
    const crumbs = breadcrumb?.itemListElement as { item?: string }[];
    expect(crumbs.at(-1)?.item).toBe(`${shop.storefront.url}${categoryHref}`);
    const productHref = await page.locator('main article a').first().getAttribute('href');
    const [product] = await storeApiBlocksOf(page, `${shop.storefront.url}${productHref}`);
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
