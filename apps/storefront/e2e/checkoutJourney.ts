import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { LOCALE_INFO, type Locale } from '../app/locale/locales';
import { readSandboxInfo } from '../scripts/sandboxEnv.ts';
import { type Shop, waitForHydration, waitForRouterIdle } from './harness.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

type Market = 'DE' | 'AT' | 'CH' | 'FR';

async function accessKeyOf(shop: Shop, market: Market): Promise<string> {
  const info = await readSandboxInfo(shop.sandbox.url);
  const key = info.markets.find((entry) => entry.id === market)?.accessKey;
  if (!key) throw new Error(`no access key for ${market}`);
  return key;
}

/** A Store API call of the test itself (the shopper's session is its context token). */
export async function storeApi(
  shop: Shop,
  market: Market,
  path: string,
  init: { method?: string; body?: unknown; token?: string | undefined } = {},
): Promise<{ status: number; token: string | null; body: unknown }> {
  const response = await fetch(`${shop.sandbox.url}/store-api/${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'sw-access-key': await accessKeyOf(shop, market),
      'content-type': 'application/json',
      accept: 'application/json',
      ...(init.token ? { 'sw-context-token': init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    token: response.headers.get('sw-context-token'),
    body: text ? JSON.parse(text) : undefined,
  };
}

/**
 * A shopper whose cart holds one available product, as the cart page would leave it: the cart is filled through
 * the Store API and the session's context token goes into the browser's cookie for the market. `digital` puts an
 * e-book there (digital content only) instead of physical goods.
 */
export async function shopperWithCart(
  shop: Shop,
  context: BrowserContext,
  market: Market,
  kind: 'physical' | 'digital' = 'physical',
): Promise<string> {
  const products =
    kind === 'digital'
      ? await storeApi(shop, market, 'search', { body: { search: 'E-Book', limit: 5 } })
      : await storeApi(shop, market, 'product', {
          body: {
            limit: 5,
            filter: [
              { type: 'equals', field: 'available', value: true },
              { type: 'range', field: 'stock', parameters: { gte: 5 } },
            ],
          },
        });
  const elements = (products.body as { elements: { id: string; states?: string[] }[] }).elements;
  const product =
    elements.find((candidate) => (candidate.states ?? []).includes('is-download') === (kind === 'digital')) ??
    (kind === 'digital' ? undefined : elements[0]);
  if (!product) throw new Error('no available product in the sandbox');
  const added = await storeApi(shop, market, 'checkout/cart/line-item', {
    body: { items: [{ id: product.id, referencedId: product.id, type: 'product', quantity: 1 }] },
  });
  if (added.status !== 200 || !added.token) throw new Error(`add to cart answered ${added.status}`);
  await context.addCookies([
    { name: `sw-context-token-${market.toLowerCase()}`, value: added.token, url: shop.storefront.url },
  ]);
  return added.token;
}

/** The orders the session's context token can see. */
export async function ordersOf(shop: Shop, market: Market, token: string): Promise<{ id: string }[]> {
  const answer = await storeApi(shop, market, 'order', { body: { limit: 50 }, token });
  return (answer.body as { orders?: { elements: { id: string }[] } }).orders?.elements ?? [];
}

/** The browser's current context token for the market (it changes on registration and login). */
export async function tokenOf(context: BrowserContext, market: Market): Promise<string> {
  const cookie = (await context.cookies()).find(
    (entry) => entry.name === `sw-context-token-${market.toLowerCase()}`,
  );
  if (!cookie) throw new Error('no context token cookie');
  return cookie.value;
}

/** axe-core's violations of the page (serious and critical ones, WCAG A and AA). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's content-security-policy does not block it.
  const source = await import('node:fs/promises').then((fs) => fs.readFile(AXE_SOURCE_PATH, 'utf8'));
  await page.evaluate(source);
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export interface GuestDetails {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
}

export const guestIn = (market: Market, tag: string): GuestDetails => ({
  email: `guest-${tag}-${Date.now()}@example.com`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Hauptstraße 1',
  zipcode: market === 'DE' || market === 'FR' ? '10115' : '8001',
  city: market === 'CH' ? 'Zürich' : 'Berlin',
});

/**
 * Fills and sends the guest form (the billing address fields carry the `billingAddress.` prefix) and waits until the
 * page shows the guest: registering issues a new context token, so a payment chosen before that lands on the old
 * context and the order would be placed with the default method.
 */
export async function continueAsGuest(page: Page, guest: GuestDetails): Promise<void> {
  const form = page.locator('form', { has: page.locator('input[name="intent"][value="guest"]') });
  // Each salutation once: 'not specified' is the empty choice, not also one of the Store API's salutations.
  const salutations = await form
    .locator('select[name="billingAddress.salutationId"] option')
    .allTextContents();
  if (salutations.length < 2 || new Set(salutations).size !== salutations.length)
    throw new Error(`salutations: ${salutations.join(', ')}`);
  await form.locator('input[name="email"]').fill(guest.email);
  for (const field of ['firstName', 'lastName', 'street', 'zipcode', 'city'] as const) {
    await form.locator(`input[name="billingAddress.${field}"]`).fill(guest[field]);
  }
  await form.locator('button[type="submit"]').click();
  await page.getByText(guest.email).first().waitFor();
}

/** Picks a payment method by its technical name's label and waits for the choice to be saved. */
export async function choosePayment(page: Page, label: RegExp, withJavaScript: boolean): Promise<void> {
  const form = page.locator('form', { has: page.locator('input[name="intent"][value="payment-method"]') });
  const radio = form.getByRole('radio', { name: label });
  if (withJavaScript) {
    // Saved as it is chosen (a fetcher); the radio shows the choice once the page's data has it. The place-order
    // form carries the key of the cart as shown (the payment method is part of it): a new method means a new key,
    // and an order sent with the old one is refused as stale, so the new key is waited for.
    const cartKey = page.locator('form input[name="cartKey"]');
    const keyBefore = (await radio.isChecked()) ? undefined : await cartKey.first().inputValue();
    await radio.click();
    await page.waitForFunction(
      (element) => (element as HTMLInputElement | null)?.checked === true,
      await radio.elementHandle(),
    );
    if (keyBefore !== undefined)
      await expect.poll(() => cartKey.first().inputValue(), { timeout: 30_000 }).not.toBe(keyBefore);
    await waitForRouterIdle(page);
  } else {
    await radio.check();
    await form.locator('button[type="submit"]').click();
    await page.waitForLoadState('load');
  }
}

export async function placeOrder(page: Page): Promise<void> {
  const form = page.locator('form', { has: page.locator('input[name="intent"][value="place-order"]') });
  await form.locator('input[name="terms"]').check();
  await form.locator('button[type="submit"]').click();
}

/**
 * A guest of the locale's market with a cart who chooses the card at the checkout and places the order: leaves
 * the page on the sandbox's card provider page, where the test picks the outcome.
 */
export async function guestAtCardProvider(
  shop: Shop,
  page: Page,
  locale: Locale,
  tag: string,
): Promise<void> {
  const { market } = LOCALE_INFO[locale];
  await shopperWithCart(shop, page.context(), market);
  await page.goto(`${shop.storefront.url}/${locale}/checkout`);
  await waitForHydration(page);
  await continueAsGuest(page, guestIn(market, tag));
  await choosePayment(page, /Kreditkarte/, true);
  await placeOrder(page);
  await page.waitForURL(/\/sandbox\/pay\//);
}
