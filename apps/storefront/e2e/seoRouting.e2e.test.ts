import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { createTranslate } from '../app/i18n/translate';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

const de = createTranslate(catalogueFor('de'));
const fr = createTranslate(catalogueFor('fr'));
let shop: Shop;
/** The first category of the main navigation (more than two pages of products), e.g. /de-de/Duefte/. */
let category: string;

beforeAll(async () => {
  shop = await startShop();
  const home = await (await fetch(`${shop.storefront.url}/de-de`)).text();
  const href = /<header[\s\S]*?<nav[\s\S]*?href="(\/de-de\/[^"]+\/)"/.exec(home)?.[1];
  if (href === undefined) throw new Error('no category link in the header');
  category = href;
});
afterAll(async () => {
  await shop?.close();
});

/** The answer to a GET of a shop path, redirects not followed. */
function get(path: string): Promise<Response> {
  return fetch(`${shop.storefront.url}${path}`, { redirect: 'manual' });
}

/** The head's links of a rel (`canonical`, `prev`, `next`, `alternate`) as the hydrated page has them. */
function headLinks(page: Page, rel: string): Promise<string[]> {
  return page.$$eval(`head link[rel="${rel}"]`, (links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
}

describe('spec 2.2 /{all...}/p={page}: page one of a listing has one URL', () => {
  it.each(['p=1', 'p=1/'])(
    '/%s answers 301 to the listing without its page segment, same origin, query kept',
    async (segment) => {
      const answer = await get(`${category}${segment}?order=price-asc`);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toBe(`${category}?order=price-asc`);
    },
  );

  it('/p=2 and /p=2/ are one URL: the slashed one redirects to the form the page links use', async () => {
    expect((await get(`${category}p=2`)).status).toBe(200);
    const slashed = await get(`${category}p=2/?order=price-asc`);
    expect(slashed.status).toBe(301);
    expect(slashed.headers.get('location')).toBe(`${category}p=2?order=price-asc`);
  });

  it("a page past the last page answers 404 with the shop's 404 page, not a 500", async () => {
    const url = `${shop.storefront.url}${category}p=999`;
    const { page, errors } = await openPage(shop, 1280, [url]);
    const answer = await page.goto(url);
    expect(answer?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.title()).toBe(de('error.notFoundTitle'));
    expect(await page.locator('main').getAttribute('data-status')).toBe('404');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a paginated page is canonical to itself and names its neighbours with rel prev and next', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${category}p=2`);
    await waitForHydration(page);
    const origin = shop.storefront.url;
    expect(await headLinks(page, 'canonical')).toEqual([`${origin}${category}p=2`]);
    expect(await headLinks(page, 'prev')).toEqual([`${origin}${category}`]);
    expect(await headLinks(page, 'next')).toEqual([`${origin}${category}p=3`]);
    // The language switcher leads where hreflang points: the same listing page in English, without a redirect.
    const english = await page.locator('footer a[hreflang="en-gb"]').getAttribute('href');
    expect(english).toMatch(/^\/en-gb\/[^/]+\/p=2$/);
    expect(await page.getAttribute('head link[rel="alternate"][hreflang="en-GB"]', 'href')).toBe(
      `${origin}${english}`,
    );
    expect(errors).toEqual([]);
    await closePage(page);
  });
  it("a page's links carry the listing's sorting and filters, not what else the address held", async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${category}p=2?order=price-asc&rating=9&utm_source=mail`);
    await waitForHydration(page);
    const origin = shop.storefront.url;
    expect(await headLinks(page, 'prev')).toEqual([`${origin}${category}?order=price-asc`]);
    expect(await headLinks(page, 'next')).toEqual([`${origin}${category}p=3?order=price-asc`]);
    const pager = page.getByRole('navigation', { name: de('pagination.navigation') });
    const pageThree = pager.getByRole('link', { name: de('pagination.page', { n: 3 }) });
    expect(await pageThree.getAttribute('href')).toBe(`${category}p=3?order=price-asc`);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('spec 5 listing filters: empty values are dropped', () => {
  it('a GET with empty parameters redirects to the same URL without them', async () => {
    const answer = await get(`${category}?min-price=&max-price=&rating=&order=price-asc`);
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe(`${category}?order=price-asc`);
    const onlyEmpty = await get(`${category}p=2?min-price=&shipping-free=`);
    expect(onlyEmpty.headers.get('location')).toBe(`${category}p=2`);
  });

  it('with JavaScript the filter form never puts empty values in the URL', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${category}`);
    await waitForHydration(page);
    // Asked of the shop at all, not only left in the address bar after the listing's redirect.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const form = page.locator('main form[method="get"]');
    // Two brands: one alone is a filter page of its own (issue 19), a combination stays the category's query.
    await form.locator('input[name="manufacturer"]').nth(0).check();
    await form.locator('input[name="manufacturer"]').nth(1).check();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.getAll('manufacturer').length === 2, {
      timeout: 15_000,
    });
    const query = new URL(page.url()).search;
    expect(query).not.toMatch(/(^\?|&)[^=&]+=(&|$)/);
    expect(new URL(page.url()).searchParams.has('min-price')).toBe(false);
    expect(new URL(page.url()).searchParams.has('rating')).toBe(false);
    expect(asked.filter((url) => url.includes('manufacturer=')).length).toBeGreaterThan(0);
    expect(asked.filter((url) => /[?&](min-price|max-price|rating)=(&|$)/.test(url))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('issue 19 sorting applies at once', () => {
  it("with JavaScript on desktop a new sort order applies without waiting for 'Apply'", async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}${category}`);
    await waitForHydration(page);
    await page.locator('main form[method="get"][data-interactive]').waitFor();
    await page.locator('main select[name="order"]').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('order') === 'price-asc', { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('?order=price-asc');
    // The sorted page is the rendered one: its page links carry the new order.
    await page
      .locator('main nav a[href*="/p=2"][href*="order=price-asc"]')
      .first()
      .waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("without JavaScript the 'Apply' button still sorts, and the URL carries no empty values", async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}${category}`);
    await page.locator('main select[name="order"]').selectOption('price-asc');
    await page.locator('main form[method="get"] button[type="submit"]').click();
    // The browser submits the empty price and rating fields; the listing redirects to the URL without them.
    await page.waitForURL((url) => url.searchParams.get('order') === 'price-asc');
    expect(new URL(page.url()).search).toBe('?order=price-asc');
    await closePage(page);
  });
});

describe("spec 2.5 the 404 page's title comes from translation keys in the shopper's language", () => {
  it.each([
    ['de-de', de('error.notFoundTitle')],
    ['fr-fr', fr('error.notFoundTitle')],
  ])('on /%s/… it is %s', async (locale, title) => {
    const url = `${shop.storefront.url}/${locale}/gibt/es/nicht`;
    const { page, errors } = await openPage(shop, 390, [url]);
    expect((await page.goto(url))?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.title()).toBe(title);
    expect(title).not.toBe('Page Not Found');
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('hreflang and canonical point at the final URL of each alternate', () => {
  /** Every canonical and alternate of a page answers 200 itself: none is a redirect. */
  async function expectFinalUrls(path: string) {
    const html = await (await get(path)).text();
    const hrefs = [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(hrefs.length).toBe(8);
    for (const href of hrefs) {
      expect(href).not.toMatch(/\/(navigation|detail)\//);
      const answer = await fetch(href, { redirect: 'manual' });
      expect(answer.status, href).toBe(200);
    }
    return hrefs;
  }

  it('on a category page, page two included, each alternate is its SEO URL in that locale', async () => {
    await expectFinalUrls(category);
    const hrefs = await expectFinalUrls(`${category}p=2`);
    expect(hrefs.every((href) => href.endsWith('/p=2'))).toBe(true);
  });

  it('on a product page each alternate is its SEO URL in that locale', async () => {
    const listing = await (await get(category)).text();
    const product = /<main[\s\S]*?<article[\s\S]*?href="(\/de-de\/[^"]+)"/.exec(listing)?.[1];
    expect(product).toBeDefined();
    await expectFinalUrls(product ?? '');
  });
});
