import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstCategory } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const BRAND_LINKS = 'main nav:has(h2:text("Nach Marke einkaufen")) a';

interface FilterPageOfCategory {
  category: string;
  filterPage: string;
  brand: string;
  /** The brand's id, the value of its checkbox in the filter form. */
  brandId: string;
  /** Another brand of the category, as the filter form offers it. */
  otherBrandId: string;
}

let found: FilterPageOfCategory | undefined;

/** The first category's path and its first brand filter page's path, as the category page links it. */
async function firstFilterPage(): Promise<FilterPageOfCategory> {
  if (found !== undefined) return found;
  const { page } = await openPage(shop, 1280);
  const category = await openFirstCategory(shop, page);
  const link = page.locator(BRAND_LINKS).first();
  const filterPage = (await link.getAttribute('href')) ?? '';
  const brand = ((await link.textContent()) ?? '').trim();
  const brandId =
    (await page.getByRole('checkbox', { name: brand, exact: true }).first().getAttribute('value')) ?? '';
  const otherBrandId =
    (await page
      .locator(`input[name="manufacturer"]:not([value="${brandId}"])`)
      .first()
      .getAttribute('value')) ?? '';
  await closePage(page);
  expect(brandId).toMatch(/^[0-9a-f]{32}$/);
  found = { category, filterPage, brand, brandId, otherBrandId };
  return found;
}

/** The answer to a GET of a shop path, redirects not followed. */
function get(path: string): Promise<Response> {
  return fetch(`${shop.storefront.url}${path}`, { redirect: 'manual' });
}

describe('spec 7.1 SEO filter URLs: a filtered category listing at its own URL', () => {
  it("a category links its brands' filter pages; each renders the filtered listing, canonical to itself", async () => {
    const { category, filterPage, brand } = await firstFilterPage();
    expect(filterPage.startsWith(category)).toBe(true);
    expect(filterPage).toMatch(/\/[a-z0-9-]+\/$/);
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      const answer = await page.goto(`${shop.storefront.url}${filterPage}`);
      expect(answer?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${shop.storefront.url}${filterPage}`,
      );
      expect(await page.locator('main h1').textContent()).toContain(`– ${brand}`);
      expect(await page.title()).toContain(brand);
      await saveScreenshot(page, `filter-page-${width}`, { fullPage: false });
      await page.locator(BRAND_LINKS).first().scrollIntoViewIfNeeded();
      await saveScreenshot(page, `filter-page-links-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('without JavaScript the filter page is a plain page whose filter form starts from the category', async () => {
    const { category, filterPage } = await firstFilterPage();
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}${filterPage}`);
    const form = page.locator('main form[method="get"]').first();
    expect(new URL((await form.getAttribute('action')) ?? '', shop.storefront.url).pathname).toBe(category);
    // The brand of the page is chosen in the form.
    expect(await page.locator('input[name="manufacturer"]:checked').count()).toBe(1);
    await closePage(page);
  });

  it('with JavaScript the filter form still updates the listing in place', async () => {
    const { filterPage } = await firstFilterPage();
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${filterPage}`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.locator('input[name="manufacturer"]:not(:checked)').first().check();
    await page.locator('main form[method="get"] button[type="submit"]').first().click();
    await page.waitForURL((url) => url.searchParams.getAll('manufacturer').length === 2);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('an unknown filter URL answers 404, a malformed one 400, never 500', async () => {
    const { category } = await firstFilterPage();
    const unknown = await fetch(`${shop.storefront.url}${category}no-such-brand/`);
    expect(unknown.status).toBe(404);
    // A filter segment whose percent-encoding does not decode.
    const malformed = await fetch(`${shop.storefront.url}${category}%E0%A4%A/`);
    expect(malformed.status).toBe(400);
  });
});

describe('issue 19: a filter selection that has its own SEO filter page goes there', () => {
  it('a category URL whose query selects one brand answers 301 to its filter page, keeping sorting and page', async () => {
    const { category, filterPage, brandId, otherBrandId } = await firstFilterPage();
    const plain = await get(`${category}?manufacturer=${brandId}`);
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(filterPage);
    // The empty values a form sends without JavaScript go in the same redirect.
    const sorted = await get(
      `${category}?order=price-asc&manufacturer=${brandId}&min-price=&max-price=&rating=`,
    );
    expect(sorted.status).toBe(301);
    expect(sorted.headers.get('location')).toBe(`${filterPage}?order=price-asc`);
    const later = await get(`${category}p=2?manufacturer=${brandId}`);
    expect(later.headers.get('location')).toBe(`${filterPage}p=2`);
    // The filter page itself answers at that URL, no further redirect.
    expect((await get(filterPage)).status).toBe(200);
    // A combination has no page of its own: it stays the category's query.
    expect((await get(`${category}?manufacturer=${brandId}&manufacturer=${otherBrandId}`)).status).toBe(200);
    // An id that names no brand is no filter page either.
    expect((await get(`${category}?manufacturer=${'f'.repeat(32)}`)).status).toBe(200);
  });

  it('without JavaScript, choosing one brand in the filter form lands on its filter page', async () => {
    const { category, filterPage, brand } = await firstFilterPage();
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}${category}`);
    await page.getByRole('checkbox', { name: brand, exact: true }).first().check();
    await page.locator('main form[method="get"] button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === filterPage);
    // The untouched sort and the empty fields stay out of the URL.
    expect(new URL(page.url()).search).toBe('');
    expect(await page.locator('main h1').textContent()).toContain(`– ${brand}`);
    await closePage(page);
  });

  it('with JavaScript, the filter form goes straight to the filter page (no redirect on the way) and back', async () => {
    const { category, filterPage, brand } = await firstFilterPage();
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${category}`);
    await waitForHydration(page);
    await page.locator('main form[data-interactive]').waitFor();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.getByRole('checkbox', { name: brand, exact: true }).first().check();
    await page.locator('main form[method="get"] button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === filterPage);
    await expect.poll(() => page.locator('main h1').textContent()).toContain(`– ${brand}`);
    expect(new URL(page.url()).search).toBe('');
    // The listing's data came from the filter page's own URL: the category's query was never asked for.
    expect(asked.filter((url) => url.includes('manufacturer='))).toEqual([]);
    // A sort on the filter page applies at once and stays on it.
    await page.locator('main form[data-interactive]').waitFor();
    await page.locator('main select[name="order"]').selectOption('price-asc');
    await page.waitForURL((url) => url.pathname === filterPage && url.search === '?order=price-asc', {
      timeout: 15_000,
    });
    // Removing the page's brand returns to the category (the sorting chosen stays).
    await page.locator('main form[data-interactive]').waitFor();
    await page.getByRole('checkbox', { name: brand, exact: true }).first().uncheck();
    await page.locator('main form[method="get"] button[type="submit"]').first().click();
    await page.waitForURL((url) => url.pathname === category);
    expect(new URL(page.url()).search).toBe('?order=price-asc');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe("issue 19: a filter page's hreflang alternates are each locale's own filter page", () => {
  it('names the final filter page URL of every other locale (200, no redirect), canonical to itself', async () => {
    const { category, filterPage } = await firstFilterPage();
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${filterPage}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.storefront.url}${filterPage}`,
    );
    const alternates = await page.$$eval('head link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => ({
        hreflang: link.getAttribute('hreflang') ?? '',
        href: link.getAttribute('href') ?? '',
      })),
    );
    await closePage(page);
    const own = alternates.find(({ hreflang }) => hreflang.toLowerCase() === 'de-de')?.href;
    expect(own).toBe(`${shop.storefront.url}${filterPage}`);
    const others = alternates.filter(
      ({ hreflang }) => !['de-de', 'x-default'].includes(hreflang.toLowerCase()),
    );
    // The sandbox has the brand in every market: each locale names its filter page.
    expect(others.length).toBe(5);
    for (const { hreflang, href } of others) {
      const path = new URL(href).pathname;
      expect(path.startsWith(`/${hreflang.toLowerCase()}/`)).toBe(true);
      // Its own filter page (one segment below its category's path), never the category's.
      expect(path.split('/').filter(Boolean).length).toBe(category.split('/').filter(Boolean).length + 1);
      const answer = await get(path);
      expect(answer.status, `${hreflang} ${path}`).toBe(200);
    }
    expect(errors).toEqual([]);
  });
});
