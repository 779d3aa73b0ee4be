import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';
import { rawRequest } from './rawHttp.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';

/** The data answers (`.data`) the page prefetched for the links in view, by URL, once the prefetches are done. */
async function prefetchedData(page: Page, url: string): Promise<Map<string, Response>> {
  const answers = new Map<string, Response>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.data')) answers.set(response.url(), response);
  });
  await page.goto(url);
  await waitForHydration(page);
  await expect.poll(() => answers.size).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState('networkidle');
  return answers;
}

describe('spec 2.1: the data of the links in view is prefetched, and cached as its page is', () => {
  it("a guest's prefetches are shared answers, as the pages they stand for", async () => {
    const { page, errors } = await openPage(shop, 1280, [], { connection: 'unmetered' });
    const answers = await prefetchedData(page, `${shop.storefront.url}/de-de/`);
    for (const [url, answer] of answers) {
      // 202: React Router's answer for a redirect (a landing page's technical URL to its SEO URL).
      expect([200, 202], url).toContain(answer.status());
      expect(answer.headers()['cache-control'], url).toBe(SHARED);
    }
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it("the page cache answers a guest's data request; a shopper with a session gets its own, private, no-store", async () => {
    const home = await rawRequest(shop.storefront.url, 'GET', '/de-de/');
    // A category of the header's navigation.
    const category = /<header[\s\S]*?<nav[\s\S]*?href="(\/de-de\/[^"?#]+\/)"/.exec(home.body)?.[1];
    expect(category).toBeDefined();
    const path = `${category}_.data`;
    // Each of the shop's workers keeps its own page cache, and each request may reach either: asked a few times,
    // the data comes from a cache.
    const states: string[] = [];
    for (let attempt = 0; attempt < 6 && !states.includes('hit'); attempt += 1) {
      const answer = await rawRequest(shop.storefront.url, 'GET', path);
      expect(answer.headers['cache-control']).toBe(SHARED);
      states.push(answer.headers['x-page-cache'] ?? 'none');
    }
    expect(states).toContain('hit');

    const own = await rawRequest(shop.storefront.url, 'GET', path, {
      headers: { cookie: 'sw-context-token-de=0123456789abcdef0123456789abcdef' },
    });
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-page-cache']).toBeUndefined();
  });
});
