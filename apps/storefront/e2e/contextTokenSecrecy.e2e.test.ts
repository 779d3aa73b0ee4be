import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer, uniqueEmail } from './accountHelpers.ts';
import { addFromListing, closeSideCart, openFirstCategory, sellableCards } from './cartHelpers.ts';
import { closePage, openPage, type Shop, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** What the browser is given to read: documents, loader and action data, JSON and scripts. */
const READABLE = /text\/html|json|javascript|x-script|text\/plain/;

/**
 * The build's hashed assets: written before any shopper had a session, so no token can be in them. Leaving them
 * out spares reading some sixty script bodies per page back through the DevTools protocol.
 */
const BUILD_ASSET = /^\/assets\//;

/**
 * Every readable body the shop answers the page with, from now on. Bodies are read as they come (a body of a
 * document the page has left may be gone later).
 */
function collectBodies(page: Page): { bodies: Promise<{ url: string; text: string }>[] } {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(shop.storefront.url)) return;
    if (BUILD_ASSET.test(new URL(response.url()).pathname)) return;
    if (!READABLE.test(response.headers()['content-type'] ?? '')) return;
    if (response.status() >= 300 && response.status() < 400) return;
    bodies.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => ({ url: response.url(), text: '' }),
      ),
    );
  });
  return { bodies };
}

/** The context tokens the browser holds now (HttpOnly cookies, one per market). */
async function contextTokens(page: Page): Promise<string[]> {
  return (await page.context().cookies())
    .filter((cookie) => cookie.name.startsWith('sw-context-token-'))
    .map((cookie) => cookie.value);
}

// Architecture rule: the context token lives in an HttpOnly cookie and never reaches the browser's JavaScript.
// Shopware's cart carries it as `token`, so every page that shows the cart (the header's badge on every page, the
// side cart, the cart page, the cart store's JSON) would hand it to any script on the page.
describe('the context token never reaches the page', () => {
  it('is in no document, loader data or JSON answer of a shopper with a cart, guest or logged in', async () => {
    const { page } = await openPage(shop, 1280);
    const { bodies } = collectBodies(page);
    const tokens = new Set<string>();
    const noteTokens = async () => {
      for (const token of await contextTokens(page)) tokens.add(token);
    };

    const category = await openFirstCategory(shop, page);
    await waitForHydration(page);
    const [card] = await sellableCards(shop, page);
    if (!card) throw new Error(`${category} lists no product to add`);
    await addFromListing(page, card.id);
    await closeSideCart(page);
    await noteTokens();
    // Pages that show the cart, each with a session: the frame's badge, the cart page, the checkout.
    for (const path of ['/de-de', category, '/de-de/checkout/cart', '/de-de/checkout', '/de-de/wishlist']) {
      await page.goto(`${shop.storefront.url}${path}`);
      await waitForHydration(page);
    }
    // A client-side navigation fetches the next page's loader data instead of a document.
    await page.locator('#main-navigation a').first().click();
    await page.waitForLoadState('networkidle');
    await noteTokens();

    // Logging in (here: registering) hands out a new token; the account's pages show the customer.
    await registerCustomer(shop, page, 'de-de', uniqueEmail('token-secrecy'));
    await noteTokens();
    for (const path of [
      '/de-de/account',
      '/de-de/account/profile',
      '/de-de/checkout/cart',
      '/de-de/checkout',
    ]) {
      await page.goto(`${shop.storefront.url}${path}`);
      await waitForHydration(page);
    }
    await noteTokens();

    const answered = await Promise.all(bodies);
    expect(tokens.size).toBeGreaterThanOrEqual(2);
    expect(answered.length).toBeGreaterThan(10);
    // The loader data of a client-side navigation and the cart store's JSON are among the answers checked.
    expect(answered.some((body) => /\.data(\?|$)/.test(body.url))).toBe(true);
    expect(answered.some((body) => body.url.includes('/cart/change'))).toBe(true);
    const leaks = answered.flatMap((body) =>
      [...tokens].filter((token) => body.text.includes(token)).map(() => new URL(body.url).pathname),
    );
    expect(leaks).toEqual([]);
    await closePage(page);
  });
});
