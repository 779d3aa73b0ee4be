import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLink, signUpCustomer, uniqueEmail } from './accountHelpers.ts';
import { axeViolations, storeApi, tokenOf } from './checkoutJourney.ts';
import { closePage, openPage, type Shop, saveScreenshot, startShop, waitForHydration } from './harness.ts';

let shop: Shop;

beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop?.close();
});

/** The shop answers a form in a second or two on a loaded test machine; poll for up to 20 s. */
const slow = { timeout: 20_000 };
/** The two journeys below place and walk through up to a dozen orders: twice the suite's minute. */
const LONG_JOURNEY_MS = 120_000;

/** Places an order of one physical product in the customer's session (the browser's context token). */
async function placeOrderFor(
  token: string,
  quantity = 2,
  kind: 'physical' | 'digital' = 'physical',
): Promise<{ id: string; orderNumber: string }> {
  // The seed's digital guides are a few among many: the catalogue is read a page at a time until one shows.
  let product: { id: string } | undefined;
  for (let page = 1; product === undefined && page <= 5; page += 1) {
    const products = await storeApi(shop, 'DE', 'product', {
      body: {
        page,
        limit: 100,
        filter: [
          { type: 'equals', field: 'available', value: true },
          { type: 'range', field: 'stock', parameters: { gte: 10 } },
        ],
      },
    });
    const elements = (products.body as { elements?: { id: string; states?: string[] }[] }).elements ?? [];
    product = elements.find(
      (candidate) => (candidate.states ?? []).includes('is-download') === (kind === 'digital'),
    );
  }
  if (!product) throw new Error(`no available ${kind} product in the sandbox`);
  const added = await storeApi(shop, 'DE', 'checkout/cart/line-item', {
    token,
    body: { items: [{ id: product.id, referencedId: product.id, type: 'product', quantity }] },
  });
  expect(added.status).toBe(200);
  const placed = await storeApi(shop, 'DE', 'checkout/order', { token, body: {} });
  expect(placed.status).toBe(200);
  return placed.body as { id: string; orderNumber: string };
}

/** React renders a client navigation's page a moment after the URL changed: the heading is polled. */
const heading = (page: Page) => page.locator('main h1').first().textContent();

const formOf = (page: Page, intent: string) =>
  page.locator('main form', { has: page.locator(`input[name="intent"][value="${intent}"]`) });

describe('account: the customer’s orders', () => {
  it(
    'lists, shows, downloads the invoice of, returns from and cancels the customer’s own orders; another customer gets 404',
    async () => {
      const { page, errors } = await openPage(shop, 1280, [], { connection: 'unmetered' });
      const email = uniqueEmail('orders');
      await signUpCustomer(shop, page.context(), 'de-de', email);

      // No orders yet: the empty state, and the account navigation names the page.
      const empty = await page.goto(`${shop.storefront.url}/de-de/account/order`);
      expect(empty?.status()).toBe(200);
      expect(empty?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.locator('main h2').first().textContent()).toBe('Du hast noch nichts bestellt.');
      expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe('Bestellungen');

      const token = await tokenOf(page.context(), 'DE');
      const older = await placeOrderFor(token);
      const newer = await placeOrderFor(token);

      // The list: newest first, with number, date, states and total, each linking its details.
      await page.goto(`${shop.storefront.url}/de-de/account/order`);
      await waitForHydration(page);
      const cards = page.locator('main ol > li');
      expect(await cards.count()).toBe(2);
      expect(await cards.nth(0).locator('h2').textContent()).toBe(`Bestellung ${newer.orderNumber}`);
      expect(await cards.nth(1).locator('h2').textContent()).toBe(`Bestellung ${older.orderNumber}`);
      const first = await cards.nth(0).textContent();
      expect(first).toContain('Bestellt am');
      expect(first).toContain('Offen');
      expect(first).toMatch(/\d+,\d\d\s€/);
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'account-orders-1280', { fullPage: true });

      // The details of the older order.
      await cards.nth(1).getByRole('link').click();
      await page.waitForURL(new RegExp(`/de-de/account/order/${older.id}$`));
      await expect.poll(() => heading(page), slow).toBe(`Bestellung ${older.orderNumber}`);
      expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0);
      // Each product line shows the product's image, as the cart and the order confirmation do.
      expect(await page.locator('main table tbody th img[src*="/media/product/"]').count()).toBeGreaterThan(
        0,
      );
      expect(await page.locator('main').textContent()).toContain('Rechnungsadresse');
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'account-order-detail-1280', { fullPage: true });

      // The invoice, streamed by the shop: a PDF attachment; its link names only shop ids.
      const invoiceHref = (await page.locator('main a[href*="/document/"]').getAttribute('href')) ?? '';
      expect(invoiceHref).toMatch(new RegExp(`^/de-de/account/order/${older.id}/document/[0-9a-f]{32}$`));
      const pdf = await page.context().request.get(`${shop.storefront.url}${invoiceHref}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="Rechnung-[^"]+\.pdf"$/);
      expect(pdf.headers()['cache-control']).toBe('private, no-store');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // A return of one item with a reason, then its success page.
      await page.getByRole('link', { name: 'Artikel zurücksenden' }).click();
      await page.waitForURL(/\/return$/);
      await expect.poll(() => heading(page), slow).toBe('Artikel zurücksenden');
      await page.locator('main select[name^="quantity."]').first().selectOption('1');
      await page
        .locator('main select[name^="reason."]')
        .first()
        .selectOption({ label: 'Hautunverträglichkeit' });
      await page.locator('main form:has(select) button[type="submit"]').click();
      await page.waitForURL(new RegExp(`/de-de/account/order/${older.id}/return/success$`), slow);
      await expect.poll(() => heading(page), slow).toBe('Rücksendung angemeldet');

      // Its payment is still open: another method; an asynchronous one sends the customer to the provider.
      await page.goto(`${shop.storefront.url}/de-de/account/order/${older.id}`);
      await waitForHydration(page);
      // The order's page lists the return just registered.
      const returns = page.getByRole('region', { name: 'Rücksendungen' });
      expect(await returns.textContent()).toMatch(/Rücksendung \d+ vom/);
      expect(await returns.textContent()).toMatch(/1 × /);
      await saveScreenshot(page, 'account-order-detail-1280-returns', { fullPage: true });
      await formOf(page, 'change-payment').getByRole('radio', { name: 'Kreditkarte' }).check();
      await formOf(page, 'change-payment').locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.href.startsWith(`${shop.sandbox.url}/sandbox/pay/`), slow);
      await page.goto(`${shop.storefront.url}/de-de/account/order/${older.id}`);
      expect(await page.locator('main').textContent()).toContain('Kreditkarte');

      // Cancel the newer order: the page reads it again and offers no cancel any more.
      await page.goto(`${shop.storefront.url}/de-de/account/order/${newer.id}`);
      await waitForHydration(page);
      // A cancel cannot be undone. Unconfirmed, the server refuses it (400) and the order stays as it is; the
      // page's box is required, so the browser does not even send the form before it is ticked.
      const unconfirmed = await page.evaluate(async () => {
        const answer = await fetch(location.pathname, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'cancel' }),
        });
        return { status: answer.status, text: await answer.text() };
      });
      expect(unconfirmed.status).toBe(400);
      expect(unconfirmed.text).toContain('Bitte bestätige, dass du die Bestellung stornieren möchtest.');
      const cancelForm = formOf(page, 'cancel');
      await cancelForm.locator('button[type="submit"]').click();
      expect(
        await cancelForm
          .locator('input[name="confirmCancel"]')
          .evaluate((input) => (input as HTMLInputElement).validity.valueMissing),
      ).toBe(true);
      expect(await page.locator('main header').textContent()).not.toContain('Storniert');
      await cancelForm.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'account-order-cancel-unconfirmed-1280', { fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await cancelForm.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'account-order-cancel-unconfirmed-390', { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
      await cancelForm.locator('label', { hasText: 'Ja, ich möchte diese Bestellung stornieren.' }).click();
      await cancelForm.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator('main [role="status"]').first().textContent(), slow)
        .toBe('Deine Bestellung wurde storniert.');
      // The notice can show a moment before the order read again after the action.
      await expect.poll(() => page.locator('main header').textContent(), slow).toContain('Storniert');
      expect(await formOf(page, 'cancel').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Artikel zurücksenden' }).count()).toBe(0);
      // Its return page, still linked from a page opened before the cancel (or prefetched by one), leads to the
      // order, not to a 404.
      const cancelledReturn = await page.goto(
        `${shop.storefront.url}/de-de/account/order/${newer.id}/return`,
      );
      expect(cancelledReturn?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(`/de-de/account/order/${newer.id}`);
      expect(await page.locator('main header').textContent()).toContain('Storniert');

      // The order mail's deep link opens the same order.
      const deepLink = new URL(await mailLink(shop, email, '/account/order/'));
      const byMail = await page.goto(`${shop.storefront.url}${deepLink.pathname}`);
      expect(byMail?.status()).toBe(200);
      expect(await page.locator('main h1').textContent()).toMatch(/^Bestellung \d+$/);

      // Another customer: the same id is a 404 page, the invoice too.
      const other = await openPage(shop, 1280, [`${shop.storefront.url}/de-de/account/order/${older.id}`]);
      await signUpCustomer(shop, other.page.context(), 'de-de', uniqueEmail('other'));
      const foreign = await other.page.goto(`${shop.storefront.url}/de-de/account/order/${older.id}`);
      expect(foreign?.status()).toBe(404);
      const foreignInvoice = await other.page.context().request.get(`${shop.storefront.url}${invoiceHref}`);
      expect(foreignInvoice.status()).toBe(404);
      const foreignReturn = await other.page
        .context()
        .request.get(`${shop.storefront.url}/de-de/account/order/${older.id}/return`);
      expect(foreignReturn.status()).toBe(404);
      await closePage(other.page);

      // The payment provider's page is the sandbox's (it has no favicon); the shop's pages logged nothing but the
      // unconfirmed cancel's 400, sent on purpose.
      const unconfirmedCancel = `status of 400 () (${shop.storefront.url}/de-de/account/order/${newer.id})`;
      expect(
        errors.filter((error) => !error.includes(shop.sandbox.url) && !error.includes(unconfirmedCancel)),
      ).toEqual([]);
      await closePage(page);
    },
    LONG_JOURNEY_MS,
  );

  it(
    'pages the list ten orders at a time, reads well at 390 px, and sends a shopper without session to login and back',
    async () => {
      const { page, errors } = await openPage(shop, 390);
      await signUpCustomer(shop, page.context(), 'en-gb', uniqueEmail('pages'));
      const token = await tokenOf(page.context(), 'DE');
      const placed: { id: string; orderNumber: string }[] = [];
      for (let index = 0; index < 12; index += 1) placed.push(await placeOrderFor(token, 1));

      await page.goto(`${shop.storefront.url}/en-gb/account/order`);
      await waitForHydration(page);
      expect(await page.locator('main h1').textContent()).toBe('Orders');
      expect(await page.locator('main ol > li').count()).toBe(10);
      const pages = page.getByRole('navigation', { name: 'Order pages' });
      expect(await pages.getByRole('link', { name: 'Page 2' }).count()).toBe(1);
      await saveScreenshot(page, 'account-orders-390', { fullPage: true });

      await pages.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/\/en-gb\/account\/order\?page=2$/);
      const oldest = page.locator('main ol > li h2');
      await expect
        .poll(() => oldest.allTextContents(), slow)
        .toEqual([`Order ${placed[1]?.orderNumber}`, `Order ${placed[0]?.orderNumber}`]);
      // A page past the last goes to the last.
      await page.goto(`${shop.storefront.url}/en-gb/account/order?page=9`);
      expect(new URL(page.url()).search).toBe('?page=2');

      await page.goto(`${shop.storefront.url}/en-gb/account/order/${placed[0]?.id}`);
      await waitForHydration(page);
      expect(await page.locator('main h1').textContent()).toBe(`Order ${placed[0]?.orderNumber}`);
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'account-order-detail-390', { fullPage: true });
      await page.getByRole('link', { name: 'Return items' }).click();
      await page.waitForURL(/\/return$/);
      await expect.poll(() => heading(page), slow).toBe('Return items');
      expect(await axeViolations(page)).toEqual([]);
      await saveScreenshot(page, 'account-order-return-390', { fullPage: true });
      // Nothing chosen: the form says so and nothing is sent.
      await page.locator('main form:has(select) button[type="submit"]').click();
      await expect
        .poll(() => page.locator('main [role="alert"]').first().textContent(), slow)
        .toBe('Please choose at least one item.');
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
      await closePage(page);

      const anonymous = await openPage(shop, 390);
      await anonymous.page.goto(`${shop.storefront.url}/de-de/account/order?page=2`);
      const url = new URL(anonymous.page.url());
      expect(url.pathname).toBe('/de-de/login');
      expect(url.searchParams.get('redirectTo')).toBe('/de-de/account/order?page=2');
      await closePage(anonymous.page);
    },
    LONG_JOURNEY_MS,
  );

  it('opens a guest’s order from the order mail’s link once its email and billing postcode are given', async () => {
    const countries = await storeApi(shop, 'DE', 'country', {
      body: { filter: [{ type: 'equals', field: 'iso', value: 'DE' }] },
    });
    const countryId = (countries.body as { elements: { id: string }[] }).elements[0]?.id;
    const email = uniqueEmail('guest');
    const registered = await storeApi(shop, 'DE', 'account/register', {
      body: {
        guest: true,
        email,
        firstName: 'Grete',
        lastName: 'Gast',
        acceptedDataProtection: true,
        storefrontUrl: `${shop.storefront.url}/de-de`,
        billingAddress: {
          countryId,
          firstName: 'Grete',
          lastName: 'Gast',
          street: 'Gastweg 2',
          zipcode: '10117',
          city: 'Berlin',
        },
      },
    });
    expect(registered.status).toBe(200);
    const placed = await placeOrderFor(registered.token ?? '', 1);

    const { page, errors } = await openPage(shop, 390);
    const link = new URL(await mailLink(shop, email, '/account/order/'));
    const opened = await page.goto(`${shop.storefront.url}${link.pathname}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    expect(await heading(page)).toBe('Deine Bestellung');
    expect(await page.locator('nav[aria-label="Mein Konto"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A wrong postcode is refused; the right one opens the order in a guest session.
    const form = formOf(page, 'verify-guest');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="zipcode"]').fill('99999');
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator('main [role="alert"]').first().textContent(), slow)
      .toBe('E-Mail-Adresse oder Postleitzahl passen nicht zu dieser Bestellung.');
    // Without JavaScript the refusal is a page loaded anew: its form holds what was typed.
    const plain = await fetch(`${shop.storefront.url}${link.pathname}`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'verify-guest', email, zipcode: '99999' }),
    });
    expect(plain.status).toBe(400);
    const refusedPage = await plain.text();
    expect(refusedPage).toContain(`value="${email}"`);
    expect(refusedPage).toContain('value="99999"');
    await form.locator('input[name="zipcode"]').fill('10117');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => heading(page), slow).toBe(`Bestellung ${placed.orderNumber}`);
    await saveScreenshot(page, 'account-order-guest-390', { fullPage: true });

    // Its invoice and its cancel work in the guest session, under the link's path.
    const invoiceHref = (await page.locator('main a[href*="/document/"]').getAttribute('href')) ?? '';
    expect(invoiceHref.startsWith(link.pathname)).toBe(true);
    const pdf = await page.context().request.get(`${shop.storefront.url}${invoiceHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await formOf(page, 'cancel')
      .locator('label', { hasText: 'Ja, ich möchte diese Bestellung stornieren.' })
      .click();
    await formOf(page, 'cancel').locator('button[type="submit"]').click();
    await expect.poll(() => page.locator('main header').textContent(), slow).toContain('Storniert');
    expect(errors.filter((error) => !error.includes('400') && !error.includes('403'))).toEqual([]);
    await closePage(page);
  });

  it('offers a digital guide’s download once its order is paid, streamed by the shop, and no return or delivery', async () => {
    const { page, errors } = await openPage(shop, 1280);
    await signUpCustomer(shop, page.context(), 'de-de', uniqueEmail('digital'));
    const placed = await placeOrderFor(await tokenOf(page.context(), 'DE'), 1, 'digital');
    await page.goto(`${shop.storefront.url}/de-de/account/order/${placed.id}`);
    await waitForHydration(page);
    expect(await page.locator('main a[href*="/download/"]').count()).toBe(0);
    // Nothing is delivered yet: the order can still be cancelled.
    expect(await formOf(page, 'cancel').count()).toBe(1);

    // Paid by card at the provider, who sends the customer back to the order's page.
    await formOf(page, 'change-payment').getByRole('radio', { name: 'Kreditkarte' }).check();
    await formOf(page, 'change-payment').locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href.startsWith(`${shop.sandbox.url}/sandbox/pay/`), slow);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(new RegExp(`/de-de/account/order/${placed.id}`), slow);
    await expect.poll(() => page.locator('main header').textContent(), slow).toContain('Bezahlt');

    const href = (await page.locator('main a[href*="/download/"]').first().getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^/de-de/account/order/${placed.id}/download/[0-9a-f]{32}$`));
    const file = await page.context().request.get(`${shop.storefront.url}${href}`);
    expect(file.status()).toBe(200);
    // Its line's label with its file's extension, and a type to open it with: not the download's id, not octet-stream.
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect((await file.body()).length).toBeGreaterThan(0);
    // Digital content is never sent, and was ordered with the waiver: nothing to return, nothing delivered.
    expect(await page.locator('main a[href$="/return"]').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toContain('Lieferadresse');
    // Delivered content is not taken back by a cancel (it would leave the payment, and so the files, as they are).
    expect(await formOf(page, 'cancel').count()).toBe(0);
    const cancel = await page
      .context()
      .request.post(`${shop.storefront.url}/de-de/account/order/${placed.id}`, {
        form: { intent: 'cancel' },
        headers: { origin: shop.storefront.url },
      });
    expect(cancel.status()).toBe(400);
    expect(await cancel.text()).toContain('Diese Bestellung kann nicht mehr storniert werden.');
    expect(errors.filter((error) => !error.includes(shop.sandbox.url))).toEqual([]);
    await closePage(page);
  });
});
