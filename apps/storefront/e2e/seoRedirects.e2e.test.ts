import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFromListing, germanClient, openFirstCategory, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;
let client: StoreApiClient;

beforeAll(async () => {
  shop = await startShop();
  client = germanClient(shop);
});
afterAll(async () => {
  await shop?.close();
});

/** The answer to a GET of a shop path, redirects not followed. */
function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${shop.storefront.url}${path}`, { redirect: 'manual', headers });
}

async function categoryOfType(type: 'page' | 'link') {
  const result = await client.catalogue.readCategories({
    filter: [{ type: 'equals', field: 'type', value: type }],
    limit: 50,
  });
  const category = result.find((entry) => (type === 'link' ? entry.internalLink : entry.level === 2));
  if (!category) throw new Error(`the seed has no category of type ${type}`);
  return category;
}

describe('spec 2.1: /navigation/{id} without its trailing slash redirects to the slashed form', () => {
  it('answers 301 to a slashed address in one hop, query kept, and that address answers 200', async () => {
    const category = await categoryOfType('page');
    const answer = await get(`/de-de/navigation/${category.id}?order=price-asc`);
    expect(answer.status).toBe(301);
    const location = new URL(answer.headers.get('location') ?? '', shop.storefront.url);
    expect(location.origin).toBe(shop.storefront.url);
    expect(location.pathname.endsWith('/')).toBe(true);
    expect(location.search).toBe('?order=price-asc');
    expect((await get(`${location.pathname}${location.search}`)).status).toBe(200);
  });
});

describe("spec 2.1: a page outside the navigation has one URL, the site setting's (remove by default)", () => {
  it.each([
    'wishlist',
    'checkout/cart',
    'checkout',
    'login',
    'register',
    'account',
    'account/profile',
    'account/address',
    'account/payment',
    'account/order',
    'account/order/0123456789abcdef0123456789abcdef',
    'account/recover',
    'reset-password',
    'unsubscribe',
    'register/welcome',
    'checkout/success/0123456789abcdef0123456789abcdef',
  ])('/de-de/%s/ answers 301 to the path without its slash, query kept', async (path) => {
    const answer = await get(`/de-de/${path}/?utm_source=mail`);
    expect(answer.status).toBe(301);
    const location = new URL(answer.headers.get('location') ?? '', shop.storefront.url);
    expect(location.origin).toBe(shop.storefront.url);
    expect(`${location.pathname}${location.search}`).toBe(`/de-de/${path}?utm_source=mail`);
  });
});

describe('a category of type link redirects to its target', () => {
  it('answers 301 to the target in the shopper’s locale, never off-site', async () => {
    const link = await categoryOfType('link');
    const answer = await get(`/fr-fr/navigation/${link.id}/`);
    expect(answer.status).toBe(301);
    const location = new URL(answer.headers.get('location') ?? '', shop.storefront.url);
    expect(location.origin).toBe(shop.storefront.url);
    const expected = link.linkType === 'landing_page' ? `/fr-fr/landingPage/${link.internalLink}` : '/fr-fr/';
    expect(location.pathname.startsWith(expected)).toBe(true);
  });
});

describe('landing-page hreflang at final URLs', () => {
  it('names every locale’s alternate of a landing page at an address that answers 200, never a redirect', async () => {
    const link = await categoryOfType('link');
    if (link.linkType !== 'landing_page')
      throw new Error('the seed’s link category leads to no landing page');
    const first = await get(`/de-de/landingPage/${link.internalLink}`);
    const location =
      first.status === 301
        ? (first.headers.get('location') ?? '')
        : `/de-de/landingPage/${link.internalLink}`;
    const html = await (await get(location)).text();
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
      ([, hreflang, href]) => [hreflang, href] as const,
    );
    expect(alternates.length).toBeGreaterThanOrEqual(6);
    // Spec 2.1: one URL, the navigation link's with its trailing slash; the spelling without it redirects there.
    expect(location).toMatch(/\/$/);
    const unslashed = await get(location.replace(/\/$/, ''));
    expect([unslashed.status, unslashed.headers.get('location')]).toEqual([301, location]);
    for (const [hreflang, href] of alternates) {
      const answer = await fetch(href ?? '', { redirect: 'manual' });
      expect(`${hreflang} ${href} ${answer.status}`).toBe(`${hreflang} ${href} 200`);
    }
  });
});

describe('the root redirect is configurable (spec 2.1: cookie, then the configured default)', () => {
  it('sends a shopper without a remembered locale to the configured default (de-de), kept out of caches', async () => {
    const answer = await get('/?utm_source=news');
    expect([301, 302, 307, 308]).toContain(answer.status);
    expect(answer.headers.get('location')).toBe('/de-de?utm_source=news');
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });

  it('sends a shopper to the locale remembered in i18n_redirected', async () => {
    const answer = await get('/', { cookie: 'i18n_redirected=fr-ch' });
    expect(answer.headers.get('location')).toBe('/fr-ch');
  });
});

describe('Organization and WebSite (with SearchAction) JSON-LD on the home page', () => {
  it('the home page carries both as application/ld+json, with the locale’s search page as the action', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/fr-fr`);
    await waitForHydration(page);
    const blocks = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
    );
    const types = blocks.map((block) => block['@type']);
    expect(types).toContain('Organization');
    const site = blocks.find((block) => block['@type'] === 'WebSite') as
      | { potentialAction: { target: { urlTemplate: string } } }
      | undefined;
    expect(site?.potentialAction.target.urlTemplate).toBe(
      `${shop.storefront.url}/fr-fr/search?search={search_term_string}`,
    );
    // The CSP lets no inline script run without the nonce; JSON-LD is data and raises no violation.
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

/** The product ids of a slider's cards, by the slider's accessible name. */
async function sliderProductHrefs(page: Page, name: string): Promise<string[]> {
  return page
    .locator(
      `main section[aria-roledescription="carousel"][aria-label="${name}"] article a[href]:not(article p a)`,
    )
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    .then((hrefs) => [...new Set(hrefs)]);
}

describe('spec 7.2 recommendations, distinct from cross-selling', () => {
  it('a category page shows its recommendations below the listing (390 and 1280 px)', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      await openFirstCategory(shop, page);
      await waitForHydration(page);
      const slider = page.locator(
        'main section[aria-roledescription="carousel"][aria-label="Beliebt in dieser Kategorie"]',
      );
      await slider.waitFor();
      const cards = (await sliderProductHrefs(page, 'Beliebt in dieser Kategorie')).length;
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(12);
      await slider.scrollIntoViewIfNeeded();
      // The cards' images load lazily once in view: the screenshot waits for the first ones.
      await slider
        .locator('img')
        .first()
        .evaluate((image: HTMLImageElement) =>
          image.complete
            ? undefined
            : new Promise((done) => image.addEventListener('load', done, { once: true })),
        );
      await saveScreenshot(page, `category-recommendations-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  });

  it('a product page’s recommendation slider repeats none of the cross-selling products', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await openFirstCategory(shop, page);
    const href = await page.locator('main article a[href]').first().getAttribute('href');
    await page.goto(`${shop.storefront.url}${href}`);
    await waitForHydration(page);
    const recommended = await sliderProductHrefs(page, 'Das könnte dir auch gefallen');
    const crossSold = await page
      .locator(
        'main section[aria-roledescription="carousel"]:not([aria-label="Das könnte dir auch gefallen"]) article a[href]',
      )
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.filter((path) => crossSold.includes(path))).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('the cart page shows recommendations for the cart’s products, none of them already in the cart', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPage(shop, width);
      await openFirstCategory(shop, page);
      await waitForHydration(page);
      const [card] = await sellableCards(shop, page);
      if (!card) throw new Error('the category has no sellable product');
      await addFromListing(page, card.id);
      await page.keyboard.press('Escape');
      await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
      await waitForHydration(page);
      const slider = page.locator(
        'main section[aria-roledescription="carousel"][aria-label="Passend zu deinem Warenkorb"]',
      );
      // Streamed after the page: on a busy machine it may come well after the first paint.
      await slider.waitFor({ timeout: 30_000 });
      const ids = await slider
        .locator('form input[name="productId"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(ids).not.toContain(card.id);
      await slider.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `cart-recommendations-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await closePage(page);
    }
  }, 120_000);
});
