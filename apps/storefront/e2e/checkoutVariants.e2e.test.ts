import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choosePayment,
  continueAsGuest,
  guestAtCardProvider,
  guestIn,
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

/** The customer's orders with their line items and delivery addresses, as the Store API answers them. */
async function orderDetails(token: string): Promise<string> {
  const answer = await storeApi(shop, 'DE', 'order', {
    token,
    body: {
      limit: 5,
      associations: { lineItems: {}, deliveries: { associations: { shippingOrderAddress: {} } } },
    },
  });
  return JSON.stringify(answer.body);
}

describe('issue 17: checkout variants on the sandbox', () => {
  it('digital content only: no delivery to choose or pay, and no order without the waiver of the withdrawal right', async () => {
    const { page } = await openPage(shop, 390);
    await shopperWithCart(shop, page.context(), 'DE', 'digital');
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    await waitForHydration(page);
    expect(await page.getByRole('checkbox', { name: 'Lieferung an eine andere Adresse' }).count()).toBe(0);
    await continueAsGuest(page, guestIn('DE', 'digital'));
    expect(await page.locator('input[name="shippingMethodId"]').count()).toBe(0);
    const summary = page.locator('[aria-labelledby="checkout-summary-title"]');
    expect(await summary.locator('dt').allTextContents()).not.toContain('Versand');
    await choosePayment(page, /Rechnung/, true);
    const form = page.locator('form', { has: page.locator('input[name="intent"][value="place-order"]') });
    const waiver = form.getByRole('checkbox', { name: /Widerrufsrecht/ });
    expect(await waiver.getAttribute('required')).not.toBeNull();
    await form.locator('input[name="terms"]').check();
    // The browser asks for the waiver too; past it, the shop refuses the order and says why at the box.
    await waiver.evaluate((box) => box.removeAttribute('required'));
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => waiver.getAttribute('aria-invalid')).toBe('true');
    expect(await ordersOf(shop, 'DE', await tokenOf(page.context(), 'DE'))).toHaveLength(0);
    await saveScreenshot(page, 'checkout-de-de-390-digital-waiver', { fullPage: true });
    await waiver.check();
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    expect(await ordersOf(shop, 'DE', await tokenOf(page.context(), 'DE'))).toHaveLength(1);
    await closePage(page);
  });

  it('a Swiss guest paying in advance is told the amount, the reference and the account, on the page and by mail', async () => {
    const { page, errors } = await openPage(shop, 390);
    await shopperWithCart(shop, page.context(), 'CH');
    await page.goto(`${shop.storefront.url}/de-ch/checkout`);
    await waitForHydration(page);
    const guest = guestIn('CH', 'prepayment');
    const form = page.locator('form', { has: page.locator('input[name="intent"][value="guest"]') });
    // A Swiss address names its canton, from the 26 in alphabetical order.
    const canton = form.getByRole('combobox', { name: 'Kanton' });
    const cantons = (await canton.locator('option').allTextContents()).slice(1);
    expect(cantons).toHaveLength(26);
    expect(cantons).toEqual([...cantons].sort((a, b) => a.localeCompare(b, 'de-CH')));
    await canton.selectOption({ label: 'Genf' });
    await continueAsGuest(page, guest);
    await choosePayment(page, /Vorkasse/, true);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    const transfer = page.getByRole('heading', { name: 'Bitte überweise den Betrag' });
    await transfer.waitFor();
    const box = page.locator('div', { has: transfer }).last();
    const text = await box.textContent();
    expect(text).toMatch(/CHF/);
    expect(text).toContain('IBAN CH93 0076 2011 6238 5295 7');
    await saveScreenshot(page, 'checkout-success-de-ch-390-prepayment', { fullPage: true });
    const mails = (await (
      await fetch(`${shop.sandbox.url}/sandbox/mail?${new URLSearchParams({ to: guest.email })}`)
    ).json()) as { elements: { template: string; text: string }[] };
    const confirmation = mails.elements.find((mail) => mail.template === 'order_confirmation_mail');
    expect(confirmation?.text).toContain('IBAN CH93 0076 2011 6238 5295 7');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a guest ships to a packstation, a different address than the bill, and the order carries it', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await shopperWithCart(shop, page.context(), 'DE');
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    await waitForHydration(page);
    const form = page.locator('form', { has: page.locator('input[name="intent"][value="guest"]') });
    await form.getByRole('checkbox', { name: 'Lieferung an eine andere Adresse' }).check();
    await form.locator('input[name="shippingAddress.type"][value="packstation"]').check();
    await form.locator('input[name="shippingAddress.firstName"]').fill('Grace');
    await form.locator('input[name="shippingAddress.lastName"]').fill('Hopper');
    await form.locator('input[name="shippingAddress.packstationNumber"]').fill('123');
    await form.locator('input[name="shippingAddress.postNumber"]').fill('12345678');
    await form.locator('input[name="shippingAddress.zipcode"]').fill('10117');
    await form.locator('input[name="shippingAddress.city"]').fill('Berlin');
    const guest = guestIn('DE', 'packstation');
    await continueAsGuest(page, guest);
    expect(await page.locator('main').textContent()).toContain('Packstation 123');
    await choosePayment(page, /Rechnung/, true);
    await saveScreenshot(page, 'checkout-de-de-1280-packstation', { fullPage: true });
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    const orders = await orderDetails(await tokenOf(page.context(), 'DE'));
    expect(orders).toContain('Packstation 123');
    expect(orders).toContain('12345678');
    expect(orders).toContain('Hauptstraße 1');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a promotion code and a gift card lower what the guest pays, and both reach the order', async () => {
    const { page, errors } = await openPage(shop, 390);
    await shopperWithCart(shop, page.context(), 'DE');
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    await waitForHydration(page);
    const guest = guestIn('DE', 'codes');
    await continueAsGuest(page, guest);

    const codeForm = (intent: string) =>
      page.locator('form', { has: page.locator(`input[name="intent"][value="${intent}"]`) });
    const totalText = async () => (await page.locator('main').textContent()) ?? '';
    const before = await totalText();
    await codeForm('promotion').locator('input[name="code"]').fill('BEAUTY10');
    await codeForm('promotion').locator('button[type="submit"]').click();
    await page.getByText('Der Aktionscode BEAUTY10 wurde eingelöst.').waitFor();
    await codeForm('gift-card').locator('input[name="code"]').fill('GC-25-BEAUTY');
    await codeForm('gift-card').locator('button[type="submit"]').click();
    await page.getByText('Die Geschenkkarte GC-25-BEAUTY wurde eingelöst.').waitFor();
    expect(await totalText()).not.toBe(before);
    await saveScreenshot(page, 'checkout-de-de-390-codes', { fullPage: true });

    // An unknown code is named in the shopper's language and changes nothing.
    await codeForm('promotion').locator('input[name="code"]').fill('NOPE123');
    await codeForm('promotion').locator('button[type="submit"]').click();
    await page.getByText('Den Aktionscode NOPE123 gibt es nicht.').waitFor();

    await choosePayment(page, /Rechnung/, true);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    const orders = await orderDetails(await tokenOf(page.context(), 'DE'));
    expect(orders).toMatch(/"type":"promotion"/);
    expect(orders).toContain('GC-25-BEAUTY');
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a cart changed in another tab is shown, not ordered; ordering again then makes one order', async () => {
    const { page } = await openPage(shop, 1280);
    const token = await shopperWithCart(shop, page.context(), 'DE');
    await page.goto(`${shop.storefront.url}/de-de/checkout`);
    await waitForHydration(page);
    await continueAsGuest(page, guestIn('DE', 'stale'));
    await choosePayment(page, /Rechnung/, true);

    // The other tab: a second product into the same session's cart.
    const sessionToken = await tokenOf(page.context(), 'DE');
    const cart = await storeApi(shop, 'DE', 'checkout/cart', { method: 'GET', token: sessionToken });
    const inCart = new Set(
      (cart.body as { lineItems: { referencedId: string }[] }).lineItems.map((item) => item.referencedId),
    );
    const products = await storeApi(shop, 'DE', 'product', {
      body: { limit: 10, filter: [{ type: 'range', field: 'stock', parameters: { gte: 5 } }] },
    });
    const other = (products.body as { elements: { id: string }[] }).elements.find(
      (product) => !inCart.has(product.id),
    );
    const changed = await storeApi(shop, 'DE', 'checkout/cart/line-item', {
      token: sessionToken,
      body: { items: [{ id: other?.id, referencedId: other?.id, type: 'product', quantity: 1 }] },
    });
    expect(changed.status).toBe(200);

    await placeOrder(page);
    await page.getByText(/Dein Warenkorb hat sich inzwischen geändert/).waitFor();
    expect(await ordersOf(shop, 'DE', sessionToken)).toHaveLength(0);
    await saveScreenshot(page, 'checkout-de-de-1280-stale', { fullPage: true });

    await placeOrder(page);
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+$/);
    expect(await ordersOf(shop, 'DE', sessionToken)).toHaveLength(1);
    expect(token).toBeTruthy();
    await closePage(page);
  });

  it('a shopper who cancels at the card provider comes back to the unpaid order and can cancel it', async () => {
    const { page } = await openPage(shop, 1280);
    await guestAtCardProvider(shop, page, 'de-de', 'cancelled');
    await page.locator('button[name="outcome"][value="cancel"]').click();
    await page.waitForURL(/\/checkout\/success\/[0-9a-f]+\/unpaid/);
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click();
    await page.getByText('Die Bestellung wurde storniert.').waitFor();
    await saveScreenshot(page, 'checkout-de-de-1280-cancelled', { fullPage: true });
    const token = await tokenOf(page.context(), 'DE');
    const orders = await storeApi(shop, 'DE', 'order', { token, body: { limit: 5 } });
    expect(JSON.stringify(orders.body)).toMatch(/"technicalName":"cancelled"/);
    // A stale tab's forms after the cancellation: the Store API refuses them, the shop shows the order as it is.
    const post = (form: Record<string, string>) =>
      page.request.post(page.url(), { form, headers: { Origin: shop.storefront.url }, maxRedirects: 0 });
    const staleForms: Record<string, string>[] = [
      { intent: 'cancel' },
      { intent: 'retry', paymentMethodId: 'a'.repeat(32) },
    ];
    for (const form of staleForms) {
      const answer = await post(form);
      expect(answer.status(), form.intent).toBe(302);
      expect(answer.headers().location).toMatch(/\/checkout\/success\/[0-9a-f]+\/unpaid$/);
    }
    expect((await post({ intent: 'retry', paymentMethodId: 'zzz' })).status()).toBe(400);
    await closePage(page);
  });
});
