import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  choosePayment,
  continueAsGuest,
  guestAtCardProvider,
  guestIn,
  ordersOf,
  placeOrder,
  shopperWithCart,
  tokenOf,
} from './checkoutJourney.ts';
import {
  closePage,
  openPage,
  type Shop,
  saveScreenshot,
  startShop,
  waitForHydration,
  waitForLanding,
} from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

const JOURNEYS = [
  {
    locale: 'de-de',
    market: 'DE',
    width: 1280,
    invoice: /Rechnung/,
    card: /Kreditkarte/,
    thanks: /Vielen Dank/,
    // Standard, express and the parcel locker, which ships in Germany alone.
    delivery: 'Versandart',
    methods: 3,
  },
  {
    locale: 'fr-ch',
    market: 'CH',
    width: 390,
    invoice: /Facture/,
    card: /Carte bancaire/,
    thanks: /Merci/,
    delivery: 'Livraison',
    methods: 2,
  },
] as const;

describe('issue 17: checkout journeys on the sandbox', () => {
  it.each(JOURNEYS)(
    'a guest buys with invoice in $locale ($width px) and sees the order on its success page, axe-clean',
    async ({ locale, market, width, invoice, thanks, delivery, methods }) => {
      const { page, errors } = await openPage(shop, width);
      await shopperWithCart(shop, page.context(), market);
      const checkout = await page.goto(`${shop.storefront.url}/${locale}/checkout`);
      expect(checkout?.status()).toBe(200);
      expect(checkout?.headers()['cache-control']).toBe('private, no-store');
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      // Only the methods the market may use are offered.
      const options = page.getByRole('group', { name: delivery, exact: true }).getByRole('radio');
      expect(await options.count()).toBe(methods);
      await saveScreenshot(page, `checkout-${locale}-${width}-1-guest`, { fullPage: true });

      const guest = guestIn(market, locale);
      await continueAsGuest(page, guest);
      await choosePayment(page, invoice, true);
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, `checkout-${locale}-${width}-2-review`, { fullPage: true });

      await placeOrder(page);
      await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
      await page.getByRole('heading', { level: 1, name: thanks }).waitFor();
      expect(await page.locator('main').textContent()).toContain(guest.email);
      const invoiceHref = await page.locator('a[href*="/document/"]').getAttribute('href');
      expect(invoiceHref).toBeTruthy();
      const pdf = await page.context().request.get(`${shop.storefront.url}${invoiceHref}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, `checkout-${locale}-${width}-3-success`, { fullPage: true });

      const token = await tokenOf(page.context(), market);
      expect(await ordersOf(shop, market, token)).toHaveLength(1);
      const mails = await (
        await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: guest.email })}`)
      ).text();
      expect(mails).toContain(guest.email);
      expect(errors).toEqual([]);
      await closePage(page);
    },
  );

  it('the invoice path works without JavaScript, and a double submit of place order makes one order', async () => {
    const { page } = await openPage(shop, 1280, [], { javaScriptEnabled: false });
    const context = page.context();
    await shopperWithCart(shop, context, 'DE');
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    const guest = guestIn('DE', 'nojs');
    await continueAsGuest(page, guest);
    await choosePayment(page, /Rechnung/, false);
    const form = page.locator('form', { has: page.locator('input[name="intent"][value="place-order"]') });
    // The terms the order accepts are a link away, in a new tab so that the checkout stays, as is every page of
    // the checkout's footer (shipping, returns, contact, imprint, privacy, terms); each of them answers.
    const termsLink = form.getByRole('link', { name: /^AGB/ });
    expect(await termsLink.getAttribute('target')).toBe('_blank');
    const footer = page.locator('footer', { hasText: '© Beautyshop' });
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('target')]));
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    expect(hrefs.map(([href]) => href)).toContain(await termsLink.getAttribute('href'));
    for (const [href, target] of hrefs) {
      expect(target).toBe('_blank');
      expect((await context.request.get(`${shop.storefront.url}${href}`)).status()).toBe(200);
    }
    await form.locator('input[name="terms"]').check();
    // Two clicks without JavaScript send the form twice; the second must not order again.
    await form.locator('button[type="submit"]').dblclick();
    await waitForLanding(page, /\/checkout\/success\/[0-9a-f]+$/);
    await page.getByRole('heading', { level: 1, name: /Vielen Dank/ }).waitFor();
    // A reload of the submit (the POST once more with the same cart key) leads to the same order.
    const orderUrl = page.url();
    await page.goBack();
    await page.waitForLoadState('load');
    const again = page.locator('form', { has: page.locator('input[name="intent"][value="place-order"]') });
    if ((await again.count()) > 0 && (await again.locator('input[name="terms"]').count()) > 0) {
      await again.locator('input[name="terms"]').check();
      await again.locator('button[type="submit"]').click();
      await page.waitForLoadState('load');
    }
    const token = await tokenOf(context, 'DE');
    expect(await ordersOf(shop, 'DE', token)).toHaveLength(1);
    expect(orderUrl).toMatch(/\/de-de\/checkout\/success\//);
    await saveScreenshot(page, 'checkout-de-de-1280-nojs-success', { fullPage: false });
    await closePage(page);
  });

  it('a checkout form that names something gone, or nothing the checkout knows, never answers 500', async () => {
    const { page } = await openPage(shop, 1280, [], { javaScriptEnabled: false });
    const context = page.context();
    await shopperWithCart(shop, context, 'DE');
    const post = (form: Record<string, string>) =>
      context.request.post(`${shop.storefront.url}/de-de/checkout`, {
        form,
        headers: { Origin: shop.storefront.url },
        maxRedirects: 0,
      });
    // A code removed in another tab: removing it again is what was asked for.
    expect((await post({ intent: 'remove-code', lineItemId: 'f'.repeat(32) })).status()).toBe(302);
    // An address that is not (or no longer) the shopper's is refused with a message, never a 500.
    expect(
      (await post({ intent: 'select-address', role: 'shipping', addressId: '0'.repeat(32) })).status(),
    ).toBe(200);
    // An intent the checkout does not know: 400, on the error page in the shopper's language, not its keys.
    const unknown = await post({ intent: 'nonsense' });
    expect(unknown.status()).toBe(400);
    const html = await unknown.text();
    expect(html).toContain('<title>Fehler 400</title>');
    expect(html).toContain('Zurück zur Startseite');
    expect(html).not.toMatch(/error\.(label|goHome)/);
    await closePage(page);
  });

  it('a guest who changes the order id in the success URL sees nothing of another order', async () => {
    const first = await openPage(shop, 1280);
    await shopperWithCart(shop, first.page.context(), 'DE');
    await first.page.goto(`${shop.storefront.url}/de-de/checkout`);
    await waitForHydration(first.page);
    await continueAsGuest(first.page, guestIn('DE', 'first'));
    await choosePayment(first.page, /Rechnung/, true);
    await placeOrder(first.page);
    await first.page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    const firstOrderUrl = first.page.url();
    // The confirmation lists the ordered product with its image, as the cart and the checkout did.
    await first.page.getByRole('heading', { level: 1, name: /Vielen Dank/ }).waitFor();
    expect(await first.page.locator('main img[src*="/media/product/"]').count()).toBeGreaterThan(0);

    const second = await openPage(shop, 1280, [firstOrderUrl]);
    await shopperWithCart(shop, second.page.context(), 'DE');
    const response = await second.page.goto(firstOrderUrl);
    expect(response?.status()).toBe(404);
    expect(await second.page.locator('body').textContent()).not.toContain('Lovelace');
    const document = await second.page.context().request.get(`${firstOrderUrl}/document/0`);
    expect(document.status()).toBe(404);
    await closePage(first.page);
    await closePage(second.page);
  });

  it.each([
    ['approve', /Zahlung erhalten/, 'paid'],
    ['pending', /wird geprüft/, 'inprogress'],
  ] as const)(
    'a card payment the provider answers with %s comes back to its view',
    async (outcome, title, view) => {
      const { page } = await openPage(shop, 1280);
      await guestAtCardProvider(shop, page, 'de-de', `card-${outcome}`);
      await saveScreenshot(page, `checkout-de-de-1280-card-provider`, { fullPage: false });
      await page.locator(`button[name="outcome"][value="${outcome}"]`).click();
      await page.waitForURL(
        new RegExp(`/checkout/success/[0-9a-f]+/${view === 'paid' ? 'paid' : '(paid|inprogress)'}`),
      );
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.locator('main').getAttribute('data-view')).toBe(view);
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, `checkout-de-de-1280-card-${outcome}`, { fullPage: true });
      await closePage(page);
    },
  );

  it('a declined card payment is paid again by card, among the methods allowed after the order (de-ch, 390 px)', async () => {
    const { page } = await openPage(shop, 390);
    await guestAtCardProvider(shop, page, 'de-ch', 'declined');
    await page.locator('button[name="outcome"][value="decline"]').click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+\/unpaid/);
    await page.getByRole('heading', { level: 1, name: /nicht abgeschlossen/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'checkout-de-ch-390-card-declined', { fullPage: true });
    // Only methods that may pay an order after it is placed (afterOrderEnabled), as on the account's order page.
    const offered = await page.getByRole('combobox').locator('option').allTextContents();
    expect(offered).not.toContain('Rechnung');
    await page.getByRole('combobox').selectOption({ label: 'Kreditkarte' });
    await page.getByRole('button', { name: 'Mit dieser Zahlungsart bezahlen' }).click();
    await page.locator('button[name="outcome"][value="approve"]').click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+\/paid/);
    await page.getByRole('heading', { level: 1, name: /Zahlung erhalten/ }).waitFor();
    await saveScreenshot(page, 'checkout-de-ch-390-retried', { fullPage: true });
    await closePage(page);
  });
});
