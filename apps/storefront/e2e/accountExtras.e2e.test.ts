import { createStoreApiClient } from '@beautyshop/store-api-client';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../app/i18n/messages.server';
import { createTranslate } from '../app/i18n/translate';
import { axeViolations, PASSWORD, registerByStoreApi, uniqueEmail } from './accountHelpers.ts';
import { type FaultProxy, startFaultProxy } from './faultProxy.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';
import { type StorefrontProcess, startStorefrontProcess } from './storefrontProcess.ts';

const t = createTranslate(catalogueFor('de'));
/** The shop answers a form in a second or two on a loaded test machine; poll for up to 20 s. */
const slow = { timeout: 20_000 };

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** A registered customer without a session in the browser. */
async function registeredEmail(name: string): Promise<string> {
  const email = uniqueEmail(name);
  await registerByStoreApi(shop, 'de-de', email);
  return email;
}

const accountButton = (page: Page) => page.getByRole('button', { name: t('header.account'), exact: true });
const loggedInLink = (page: Page) => page.getByRole('link', { name: t('header.accountLoggedIn') });
const focusedInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

describe('issue 16: the login flyout in the header', () => {
  it('opens by keyboard at 1280, keeps focus, closes with Escape, shows the one message, and logs in', async () => {
    const email = await registeredEmail('flyout');
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/`);
    await waitForHydration(page);
    const trigger = accountButton(page);
    await trigger.focus();
    await page.keyboard.press('Space');
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // The first field has focus (the form loads on demand: when it arrives after the panel opened, it takes the
    // focus then); the panel is a flyout at the header's right edge, not a centred modal.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 10_000 })
      .toBe('email');
    const box = await dialog.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(640);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-flyout-1280', { fullPage: false });

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await trigger.evaluate((button) => button === document.activeElement)).toBe(true);

    // Enter opens it as well; a wrong password shows the one message inside the flyout.
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.count()).toBe(1);
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.textContent(), slow).toContain(t('account.login.failed'));
    expect(await focusedInDialog(page)).toBe(true);
    await saveScreenshot(page, 'account-flyout-error-1280', { fullPage: false });

    await dialog.locator('input[name="password"]').fill(PASSWORD);
    await dialog.locator('input[name="password"]').press('Enter');
    await expect.poll(() => loggedInLink(page).count(), slow).toBe(1);
    expect(await dialog.count()).toBe(0);
    // Back on the page the shopper logged in from.
    expect(new URL(page.url()).pathname).toBe('/de-de/');
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
    await closePage(page);
  });

  it('is a modal at 390 px that keeps focus inside, axe clean, and logs in', async () => {
    const email = await registeredEmail('modal');
    const { page } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    await waitForHydration(page);
    await accountButton(page).click();
    const dialog = page.locator('dialog[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(360);
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill(PASSWORD);
    // Tab goes round the panel's controls, never to the page behind it (nor the browser's own controls).
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog(page), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInDialog(page)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'account-flyout-390', { fullPage: false });
    await dialog.getByRole('button', { name: t('account.login.submit') }).click();
    await expect.poll(() => loggedInLink(page).count(), slow).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/de-de/checkout/cart');
    await closePage(page);
  });

  it('shows the login throttling (429) in the flyout as a wait message with the seconds', async () => {
    const email = uniqueEmail('throttle');
    const { page } = await openPage(shop, 390);
    await page.goto(`${shop.storefront.url}/en-gb/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'My account', exact: true }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.locator('input[name="password"]').fill('not-the-password');
    // Ten free attempts (the Store API's login limiter), then 10 s between further ones: they are spent right
    // before the flyout's attempt, which a busy machine's page load would otherwise push past the wait.
    const form = () => new URLSearchParams({ email, password: 'not-the-password' });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await fetch(`${shop.storefront.url}/en-gb/login`, { method: 'POST', body: form() });
      expect(answer.status).toBe(401);
    }
    await dialog.locator('input[name="password"]').press('Enter');
    await expect
      .poll(() => dialog.locator('[role="alert"]').textContent(), slow)
      .toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    await saveScreenshot(page, 'account-flyout-throttled-390', { fullPage: false });
    await closePage(page);
  });

  it('is the link to the login page without JavaScript', async () => {
    const { page } = await openPage(shop, 1280, [], { consent: 'first visit', javaScriptEnabled: false });
    await page.goto(`${shop.storefront.url}/de-de/`);
    const link = page.getByRole('link', { name: t('header.account'), exact: true });
    expect(await link.getAttribute('href')).toBe('/de-de/login?redirectTo=%2Fde-de%2F');
    await closePage(page);
  });
});

describe('spec 7.1: payback points on product, cart and checkout', () => {
  it('shows the points a product earns on its page and those of the cart on the cart and checkout pages', async () => {
    const client = createStoreApiClient({
      endpoint: shop.sandbox.url,
      accessKey: shop.sandbox.info.markets.find((market) => market.id === 'DE')?.accessKey ?? '',
    });
    const products = await client.catalogue.readProducts({
      limit: 20,
      filter: [
        { type: 'equals', field: 'childCount', value: 0 },
        { type: 'range', field: 'stock', parameters: { gte: 10 } },
      ],
    });
    const product = products.elements.find((candidate) => (candidate.calculatedPrice?.unitPrice ?? 0) >= 4);
    if (!product) throw new Error('the sandbox seed has no product of 4 EUR or more with stock');
    const { page, errors } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/detail/${product.id}`);
    const points = page.locator('main [data-payback-points]');
    expect(await points.textContent()).toMatch(/Sammle [1-9]\d* °P/);
    await saveScreenshot(page, 'payback-points-product-1280', { fullPage: false });
    await waitForHydration(page);
    const buyBox = page
      .locator('main form', { has: page.locator('input[type="number"][name="quantity"]') })
      .first();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST', slow),
      buyBox.getByRole('button', { name: t('cart.addToCart') }).click(),
    ]);
    await page.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    await expect.poll(() => points.textContent(), slow).toMatch(/Sammle [1-9]\d* °P/);
    await saveScreenshot(page, 'payback-points-cart-1280', { fullPage: false });
    // The checkout's summary shows them too.
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    expect(await page.locator('main aside [data-payback-points]').textContent()).toMatch(
      /Sammle [1-9]\d* °P/,
    );
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 900 });
    await phone.goto(`${shop.storefront.url}/de-de/checkout/cart`);
    expect(await phone.locator('main [data-payback-points]').textContent()).toMatch(/Sammle [1-9]\d* °P/);
    await saveScreenshot(phone, 'payback-points-cart-390', { fullPage: true });
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('spec 2.3: a scrid is forwarded once per visit', () => {
  /** A shop of its own whose Store API calls go through a proxy that records them. */
  let proxy: FaultProxy;
  let recorded: StorefrontProcess;

  beforeAll(async () => {
    proxy = await startFaultProxy(shop.sandbox.url);
    recorded = await startStorefrontProcess(shop.sandbox.url, 1, {
      STORE_API_ENDPOINT: `${proxy.url}/store-api`,
      // A cold process's first renders, on a machine busy with the other files, may outlast the default budget.
      RENDER_BUDGET_MS: '20000',
    });
  }, 60_000);
  afterAll(async () => {
    await recorded?.close();
    await proxy?.close();
  });

  it('sends the scrid of the landing page to the Store API once, not again on the later pages', async () => {
    const scrid = `e2e-${Date.now().toString(36)}`;
    const sent = () =>
      proxy.forwarded.filter(({ path, body }) => path.includes('/payback/scrid') && body.includes(scrid))
        .length;
    const { page } = await openPage(shop, 1280);
    const shopUrl = recorded.url;
    const landing = await page.goto(`${shopUrl}/de-de/?scrid=${scrid}`);
    expect(landing?.status()).toBe(200);
    await expect.poll(sent, slow).toBe(1);
    // The same link again, and other pages of the visit, keep it at one.
    await page.goto(`${shopUrl}/de-de/?scrid=${scrid}`);
    await page.goto(`${shopUrl}/de-de/checkout/cart?scrid=${scrid}`);
    await page.goto(`${shopUrl}/de-de/search?search=creme`);
    await page.waitForTimeout(500);
    expect(sent()).toBe(1);
    // A new visit (a browser without the session cookie) forwards it again.
    const other = await openPage(shop, 1280);
    await other.page.goto(`${shopUrl}/de-de/?scrid=${scrid}`);
    await expect.poll(sent, slow).toBe(2);
    await closePage(other.page);
    await closePage(page);
  });
});

describe('issue 16: social login through the sandbox provider', () => {
  it('goes to the provider, approves, and returns logged in', async () => {
    const email = uniqueEmail('social');
    const { page } = await openPage(shop, 1280);
    await page.goto(`${shop.storefront.url}/de-de/login`);
    await page.getByRole('link', { name: t('account.login.social') }).click();
    await page.waitForURL((url) => url.pathname === '/sandbox/social-login/authorize');
    // The provider learns the market as its client id; no access key is ever in the address bar.
    expect(new URL(page.url()).searchParams.get('clientId')).toBe('DE');
    expect(page.url()).not.toMatch(/accessKey|SWSC/);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/de-de/account'), slow);
    await waitForHydration(page);
    expect(await loggedInLink(page).count()).toBe(1);
    await saveScreenshot(page, 'social-login-account-1280', { fullPage: false });
    await closePage(page);
  });
});
