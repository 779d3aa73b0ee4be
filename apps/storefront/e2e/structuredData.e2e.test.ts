import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstCategory } from './cartHelpers.ts';
import { closePage, openPage, type Shop, startShop } from './harness.ts';
import { storeApiBlocksOf } from './structuredDataBlocks.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const AUDIENCE_DE = { geographicArea: { name: 'DE' } };

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
    await closePage(page);
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
    await closePage(page);
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
