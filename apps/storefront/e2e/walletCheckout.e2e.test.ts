import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  ordersOf,
  placeOrder,
  shopperWithCart,
  storeApi,
  tokenOf,
} from './checkoutJourney.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

type Market = 'DE' | 'CH';

/** Each wallet in two locales (one of them CHF), started once from the cart page and once from the side cart. */
const JOURNEYS = [
  {
    wallet: 'paypal',
    name: 'PayPal',
    locale: 'de-de',
    market: 'DE',
    width: 1280,
    from: 'side cart',
    button: 'Express-Kauf mit PayPal',
    sideCart: /Dein Warenkorb/,
    paid: /Zahlung erhalten/,
  },
  {
    wallet: 'amazon-pay',
    name: 'Amazon Pay',
    locale: 'de-de',
    market: 'DE',
    width: 390,
    from: 'cart',
    button: 'Express-Kauf mit Amazon Pay',
    sideCart: /Dein Warenkorb/,
    paid: /Zahlung erhalten/,
  },
  {
    wallet: 'paypal',
    name: 'PayPal',
    locale: 'fr-ch',
    market: 'CH',
    width: 390,
    from: 'side cart',
    button: 'Paiement express avec PayPal',
    sideCart: /Votre panier/,
    paid: /Paiement reçu/,
  },
  {
    wallet: 'amazon-pay',
    name: 'Amazon Pay',
    locale: 'fr-ch',
    market: 'CH',
    width: 1280,
    from: 'cart',
    button: 'Paiement express avec Amazon Pay',
    sideCart: /Votre panier/,
    paid: /Paiement reçu/,
  },
] as const;

/** A product of the market sold one by one and in stock, not a download. */
async function productOf(market: Market): Promise<string> {
  const products = await storeApi(shop, market, 'product', {
    body: {
      limit: 10,
      filter: [
        { type: 'equals', field: 'available', value: true },
        { type: 'range', field: 'stock', parameters: { gte: 5 } },
      ],
    },
  });
  const elements = (products.body as { elements: { id: string; states?: string[]; minPurchase?: number }[] })
    .elements;
  const product = elements.find(
    (candidate) => !(candidate.states ?? []).includes('is-download') && (candidate.minPurchase ?? 1) === 1,
  );
  if (!product) throw new Error('no sellable product in the sandbox');
  return product.id;
}

/** The wallet buttons of the side cart: a product added on its detail page opens it. */
async function openSideCart(page: Page, locale: string, market: Market, title: RegExp) {
  await page.goto(`${shop.storefront.url}/${locale}/detail/${await productOf(market)}`);
  await waitForHydration(page);
  await page
    .locator('main form:has(input[name="intent"][value="add"]) button[type="submit"]')
    .first()
    .click();
  const sideCart = page.getByRole('dialog', { name: title });
  await expect.poll(() => sideCart.isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => sideCart.locator('article').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return sideCart;
}

/** The simulated wallet: the buyer signs in with an email, shares an address of the market's country, approves. */
async function approveInWallet(page: Page, market: Market, email: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="street"]').fill('Rosenweg 3');
  if (market === 'CH') {
    await page.locator('input[name="zipcode"]').fill('8001');
    await page.locator('input[name="city"]').fill('Zürich');
  }
  await page.locator('button[name="decision"][value="approve"]').click();
}

interface DataLayerEntry {
  event?: string;
  ecommerce?: { currency?: string; payment_type?: string; transaction_id?: string; items?: unknown[] };
}

/** The data layer's events of this name, once at least `count` have arrived (the tracker sends after a delay). */
async function dataLayerEvents(page: Page, name: string, count: number): Promise<DataLayerEntry[]> {
  await page.waitForFunction(
    ([wanted, n]) =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
        (entry) => entry.event === wanted,
      ).length >= n,
    [name, count] as const,
    { timeout: 15_000 },
  );
  return page.evaluate(
    (wanted) =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
        (entry) => entry.event === wanted,
      ),
    name,
  );
}

describe('issue 17: express checkout with the two wallets', () => {
  it.each(JOURNEYS)(
    '$name in $locale ($width px) from the $from: the wallet’s address and email, the summary, the order and its mail',
    async ({ wallet, name, locale, market, width, from, button, sideCart, paid }) => {
      // The simulated wallet's pages have no favicon; only the shop's own errors count here.
      const { page, errors } = await openPage(shop, width, [`${shop.sandbox.url}/favicon.ico`]);
      await shopperWithCart(shop, page.context(), market);
      const shot = (what: string, fullPage = true) =>
        saveScreenshot(page, `wallet-${locale}-${width}-${wallet}-${what}`, { fullPage });

      if (from === 'cart') {
        await page.goto(`${shop.storefront.url}/${locale}/checkout/cart`);
        await waitForHydration(page);
        await shot('cart');
        await page.getByRole('button', { name: button }).click();
      } else {
        const dialog = await openSideCart(page, locale, market, sideCart);
        await shot('side-cart', false);
        await dialog.getByRole('button', { name: button }).click();
      }

      // The wallet's own page, on the payment provider's origin.
      await page.waitForURL(
        wallet === 'paypal' ? /\/sandbox\/paypal\/checkoutnow\?token=/ : /\/sandbox\/amazon-pay\/checkout\//,
      );
      expect(new URL(page.url()).origin).toBe(shop.sandbox.url);
      const email = `wallet-${wallet}-${locale}-${Date.now()}@example.com`;
      await approveInWallet(page, market, email);

      // Back in the shop: the summary without the wallet's parameters in the URL, private.
      await page.waitForURL(new RegExp(`/${locale}/amazon_pay/checkout$`));
      const summary = await page.reload();
      expect(summary?.status()).toBe(200);
      expect(summary?.headers()['cache-control']).toBe('private, no-store');
      await waitForHydration(page);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).toContain(email);
      expect(main).toContain(name);
      expect(main).toContain('Rosenweg 3');
      if (market === 'CH') expect(main).toContain('8001 Zürich');
      expect(await axeViolations(page)).toEqual([]);
      await shot('summary');

      await placeOrder(page);
      if (wallet === 'amazon-pay') {
        // Amazon Pay confirms the payment on the provider's page after the order; PayPal captured it already.
        await page.waitForURL(/\/sandbox\/pay\//);
        await page.locator('button[name="outcome"][value="approve"]').click();
      }
      await page.waitForURL(new RegExp(`/${locale}/checkout/success/[0-9a-f]+(/paid)?$`));
      await page.getByRole('heading', { level: 1, name: paid }).waitFor();
      const success = (await page.locator('main').textContent()) ?? '';
      expect(success).toContain(email);
      expect(success).toContain(name);

      const orders = await ordersOf(shop, market, await tokenOf(page.context(), market));
      expect(orders).toHaveLength(1);
      const mails = await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: email })}`);
      const { elements } = (await mails.json()) as { elements: { subject: string }[] };
      expect(elements.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('issue 20: after consent the summary begins the checkout with the wallet as payment type; purchase once', async () => {
    const { page, errors } = await openPage(shop, 1280, [`${shop.sandbox.url}/favicon.ico`], {
      consent: 'first visit',
    });
    await shopperWithCart(shop, page.context(), 'CH');
    await page.goto(`${shop.storefront.url}/de-ch/checkout/cart`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await dataLayerEvents(page, 'view_cart', 1);
    await page.getByRole('button', { name: 'Express-Kauf mit PayPal' }).click();
    await page.waitForURL(/\/sandbox\/paypal\/checkoutnow/);
    await approveInWallet(page, 'CH', `wallet-tracking-${Date.now()}@example.com`);
    await page.waitForURL(/\/de-ch\/amazon_pay\/checkout$/);
    await waitForHydration(page);

    const [begin] = await dataLayerEvents(page, 'begin_checkout', 1);
    expect(begin?.ecommerce?.currency).toBe('CHF');
    const [payment] = await dataLayerEvents(page, 'add_payment_info', 1);
    expect(payment?.ecommerce).toMatchObject({ currency: 'CHF', payment_type: 'PayPal' });
    expect(payment?.ecommerce?.items?.length).toBeGreaterThan(0);
    // A reload of the summary is the same checkout and the same choice: neither is reported again.
    await page.reload();
    await waitForHydration(page);
    await dataLayerEvents(page, 'Page Meta', 1);
    await page.waitForTimeout(500);
    expect(await dataLayerEvents(page, 'begin_checkout', 0)).toEqual([]);
    expect(await dataLayerEvents(page, 'add_payment_info', 0)).toEqual([]);

    await placeOrder(page);
    await page.waitForURL(/\/de-ch\/checkout\/success\/[0-9a-f]+$/);
    const [purchase] = await dataLayerEvents(page, 'purchase', 1);
    expect(purchase?.ecommerce?.currency).toBe('CHF');
    expect(await page.locator('main').textContent()).toContain(purchase?.ecommerce?.transaction_id);
    await page.reload();
    await waitForHydration(page);
    await dataLayerEvents(page, 'Page Meta', 1);
    await page.waitForTimeout(500);
    expect(await dataLayerEvents(page, 'purchase', 0)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('works without JavaScript: PayPal from the cart page to the order (de-at)', async () => {
    const { page } = await openPage(shop, 1280, [], { javaScriptEnabled: false });
    const context = page.context();
    await shopperWithCart(shop, context, 'AT');
    await page.goto(`${shop.storefront.url}/de-at/checkout/cart`);
    await page.getByRole('button', { name: 'Express-Kauf mit PayPal' }).click();
    await page.waitForURL(/\/sandbox\/paypal\/checkoutnow\?token=/);
    const email = `wallet-nojs-${Date.now()}@example.com`;
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="zipcode"]').fill('1010');
    await page.locator('input[name="city"]').fill('Wien');
    await page.locator('button[name="decision"][value="approve"]').click();
    await page.waitForURL(/\/de-at\/amazon_pay\/checkout$/);
    expect(await page.locator('main').textContent()).toContain(email);
    await placeOrder(page);
    await page.waitForURL(/\/de-at\/checkout\/success\/[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: /Zahlung erhalten/ }).waitFor();
    expect(await ordersOf(shop, 'AT', await tokenOf(context, 'AT'))).toHaveLength(1);
    await closePage(page);
  });

  it('a shopper who cancels in the wallet is back at the cart with it unchanged', async () => {
    const { page } = await openPage(shop, 1280);
    await shopperWithCart(shop, page.context(), 'DE');
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    await page.getByRole('button', { name: 'Express-Kauf mit Amazon Pay' }).click();
    await page.waitForURL(/\/sandbox\/amazon-pay\/checkout\//);
    await page.locator('button[name="decision"][value="cancel"]').click();
    await page.waitForURL(/\/de-de\/checkout\/cart(\?.*)?$/);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    // A return naming a wallet checkout that was not approved takes nothing over.
    const refused = await page.goto(
      `${shop.storefront.url}/de-de/amazon_pay/checkout?amazonCheckoutSessionId=5e9bc30d-902a-4c2e-bec2-fc49206c7c07`,
    );
    expect(refused?.status()).toBe(400);
    await page.getByRole('heading', { level: 1, name: /nicht fortgesetzt/ }).waitFor();
    await closePage(page);
  });

  it('the checkout-init routes start nothing on a GET, explain an empty cart, and refuse a post from another site', async () => {
    const { page } = await openPage(shop, 390, [
      `${shop.storefront.url}/de-ch/checkout/amazon-pay-init-checkout/nope`,
      `${shop.storefront.url}/de-ch/amazon-pay`,
    ]);
    const init = await page.goto(`${shop.storefront.url}/de-ch/amazon-pay`);
    expect(init?.status()).toBe(200);
    expect(init?.headers()['cache-control']).toBe('private, no-store');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'wallet-de-ch-390-amazon-pay-init', { fullPage: false });
    // Nothing in the cart: the start is refused and said so, with the way back.
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Express-Kauf mit Amazon Pay' }).click(),
    ]);
    expect(answer.status()).toBe(409);
    await page.getByText('Dein Warenkorb ist leer.').waitFor();
    await saveScreenshot(page, 'wallet-de-ch-390-amazon-pay-init-empty', { fullPage: false });
    const unknown = await page.goto(`${shop.storefront.url}/de-ch/checkout/amazon-pay-init-checkout/nope`);
    expect(unknown?.status()).toBe(404);
    const crossSite = await fetch(`${shop.storefront.url}/de-ch/amazon-pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(crossSite.status).toBe(403);
    await closePage(page);
  });
});
