import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { buyableProductIds, formAction, type Json, SHOP, shopper, submitForm } from './payment-helpers.js';

let sandbox: TestSandbox;
let productIds: string[] = [];

const BUYER = {
  email: 'wallet.buyer@example.com',
  firstName: 'Wanda',
  lastName: 'Wallet',
  street: 'Geldbörsengasse 3',
  zipcode: '1010',
  city: 'Wien',
  countryIso: 'AT',
};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  productIds = await buyableProductIds(sandbox);
});

afterAll(async () => {
  await sandbox.dispose();
});

async function approvePayPal(token: string, buyer: Record<string, string> = BUYER): Promise<Response> {
  const pageUrl = `${sandbox.url}/sandbox/paypal/checkoutnow?token=${token}`;
  const page = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  return submitForm(formAction(await page.text(), pageUrl), { ...buyer, decision: 'approve' });
}

describe('PayPal express checkout (SwagPayPal routes, sandbox wallet page)', () => {
  it('refuses an express checkout of an empty cart with CHECKOUT__CART_EMPTY', async () => {
    const guest = shopper(sandbox);
    const created = await guest.post('/paypal/express/create-order');
    expect(created.status).toBe(400);
    expect((created.body.errors as Json[])[0]).toMatchObject({ code: 'CHECKOUT__CART_EMPTY' });
  });

  it('creates a PayPal order, approves it on the wallet page and logs in a guest with the PayPal address', async () => {
    const guest = shopper(sandbox);
    await guest.addProduct(productIds[0] ?? '');
    const guestToken = guest.token;
    const created = await guest.post('/paypal/express/create-order', {
      returnUrl: `${SHOP}/checkout/confirm`,
      cancelUrl: `${SHOP}/checkout/cart`,
    });
    expect(created.status).toBe(200);
    const token = String(created.body.token);
    expect(token).toMatch(/^[A-Z0-9]{17}$/);

    const early = await guest.post('/paypal/express/prepare-checkout', { token });
    expect(early.status).toBe(400);
    expect((early.body.errors as Json[])[0]).toMatchObject({ code: 'SANDBOX__WALLET_ORDER_NOT_APPROVED' });

    const approved = await approvePayPal(token);
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/checkout/confirm`);
    expect(back.searchParams.get('token')).toBe(token);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    const prepared = await guest.post('/paypal/express/prepare-checkout', { token });
    expect(prepared.status).toBe(200);
    expect(prepared.body.contextToken).toBe(guest.token);
    expect(guest.token).not.toBe(guestToken);

    const customer = await guest.post('/account/customer');
    expect(customer.body).toMatchObject({
      email: BUYER.email,
      guest: true,
      firstName: 'Wanda',
      lastName: 'Wallet',
    });
    const context = await guest.call('/context');
    const paymentMethod = context.body.paymentMethod as Json;
    expect(paymentMethod.technicalName).toBe('payment_paypal');
    const shipping = (context.body.customer as Json).activeShippingAddress as Json;
    expect(shipping).toMatchObject({ street: BUYER.street, zipcode: BUYER.zipcode, city: BUYER.city });
    expect(((context.body.shippingLocation as Json).country as Json).iso).toBe('AT');
    const cart = await guest.call('/checkout/cart');
    expect((cart.body.lineItems as Json[]).map((item) => item.referencedId)).toEqual([productIds[0]]);

    // The old guest token no longer carries anything, and the approval page works once.
    const stranger = shopper(sandbox);
    stranger.token = guestToken;
    const replay = await stranger.post('/paypal/express/prepare-checkout', { token });
    expect(replay.status).toBe(404);
    const again = await fetch(`${sandbox.url}/sandbox/paypal/checkoutnow?token=${token}`, {
      headers: { accept: 'text/html' },
    });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('Payment not possible');
  });

  it("answers another shopper's PayPal order as not found", async () => {
    const owner = shopper(sandbox);
    await owner.addProduct(productIds[1] ?? '');
    const token = String((await owner.post('/paypal/express/create-order')).body.token);
    const approved = await approvePayPal(token);
    expect(approved.status).toBe(200);
    expect(await approved.text()).toContain('Approved');
    const other = shopper(sandbox);
    await other.addProduct(productIds[1] ?? '');
    const taken = await other.post('/paypal/express/prepare-checkout', { token });
    expect(taken.status).toBe(404);
    expect((taken.body.errors as Json[])[0]).toMatchObject({ code: 'SANDBOX__WALLET_ORDER_NOT_FOUND' });
    const missing = await other.post('/paypal/express/prepare-checkout', {});
    expect(missing.status).toBe(400);
    expect((missing.body.errors as Json[])[0]).toMatchObject({
      code: 'FRAMEWORK__MISSING_REQUEST_PARAMETER',
    });
  });

  it('takes a returning PayPal buyer back into the same guest account', async () => {
    const ids: string[] = [];
    for (const street of ['Erste Gasse 1', 'Zweite Gasse 2']) {
      const guest = shopper(sandbox);
      await guest.addProduct(productIds[2] ?? '');
      const token = String((await guest.post('/paypal/express/create-order')).body.token);
      await approvePayPal(token, { ...BUYER, email: 'returning@example.com', street });
      expect((await guest.post('/paypal/express/prepare-checkout', { token })).status).toBe(200);
      const customer = await guest.post('/account/customer');
      ids.push(String(customer.body.id));
      const context = await guest.call('/context');
      expect(((context.body.customer as Json).activeShippingAddress as Json).street).toBe(street);
    }
    expect(ids[1]).toBe(ids[0]);
  });

  it('cancels on the wallet page: back to the cancel URL, nothing shared', async () => {
    const guest = shopper(sandbox);
    await guest.addProduct(productIds[0] ?? '');
    const token = String(
      (await guest.post('/paypal/express/create-order', { cancelUrl: `${SHOP}/checkout/cart` })).body.token,
    );
    const cancelled = await submitForm(`${sandbox.url}/sandbox/paypal/checkoutnow?token=${token}`, {
      decision: 'cancel',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${SHOP}/checkout/cart?token=${token}`);
    const prepared = await guest.post('/paypal/express/prepare-checkout', { token });
    expect(prepared.status).toBe(400);
    expect((await guest.post('/account/customer')).status).toBe(403);
  });

  it('refuses return URLs that are not http(s) URLs of a storefront domain', async () => {
    const guest = shopper(sandbox);
    await guest.addProduct(productIds[0] ?? '');
    for (const [returnUrl, code] of [
      ['https://evil.example/steal', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      ['javascript:alert(1)', 'VIOLATION::INVALID_URL_ERROR'],
      ['not a url', 'VIOLATION::INVALID_URL_ERROR'],
    ]) {
      const created = await guest.post('/paypal/express/create-order', { returnUrl });
      expect(created.status).toBe(400);
      expect((created.body.errors as Json[])[0]).toMatchObject({ code, source: { pointer: '/returnUrl' } });
    }
  });
});

describe('Amazon Pay express checkout (sandbox-only routes, sandbox wallet page)', () => {
  async function approvedSession(guest: ReturnType<typeof shopper>, buyer: Record<string, string>) {
    const session = await guest.post('/amazon-pay/checkout-session', {
      checkoutReviewReturnUrl: `${SHOP}/amazon_pay/checkout`,
    });
    expect(session.status).toBe(200);
    const id = String(session.body.amazonCheckoutSessionId);
    const pageUrl = String(session.body.redirectUrl);
    expect(pageUrl).toBe(`${sandbox.url}/sandbox/amazon-pay/checkout/${id}`);
    const page = await fetch(pageUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const approved = await submitForm(formAction(await page.text(), pageUrl), {
      ...buyer,
      decision: 'approve',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(
      `${SHOP}/amazon_pay/checkout?amazonCheckoutSessionId=${id}`,
    );
    return id;
  }

  it('starts a checkout session, approves on the wallet page and logs in a guest with the Amazon address', async () => {
    const guest = shopper(sandbox);
    await guest.addProduct(productIds[1] ?? '');
    const before = guest.token;
    const id = await approvedSession(guest, {
      ...BUYER,
      email: 'amazon.buyer@example.com',
      countryIso: 'DE',
    });
    const review = await guest.post('/amazon-pay/checkout-review', { amazonCheckoutSessionId: id });
    expect(review.status).toBe(200);
    expect(guest.token).not.toBe(before);
    const context = await guest.call('/context');
    expect(context.body.customer).toMatchObject({ email: 'amazon.buyer@example.com', guest: true });
    expect((context.body.paymentMethod as Json).technicalName).toBe('payment_amazon_pay');
    expect(((context.body.customer as Json).activeBillingAddress as Json).street).toBe(BUYER.street);
    const again = await guest.post('/amazon-pay/checkout-review', { amazonCheckoutSessionId: 'nope' });
    expect(again.status).toBe(404);
  });

  it("keeps a logged-in customer and makes the Amazon address the context's addresses", async () => {
    const customer = shopper(sandbox);
    const countries = (await customer.call('/country')).body.elements as Json[];
    const germany = String(countries.find((country) => country.iso === 'DE')?.id);
    const registered = await customer.post('/account/register', {
      email: 'amazon.member@example.com',
      password: 'Amazon-Member-1',
      firstName: 'Mia',
      lastName: 'Member',
      storefrontUrl: SHOP,
      billingAddress: { countryId: germany, street: 'Altbau 1', zipcode: '10115', city: 'Berlin' },
    });
    expect(registered.status).toBe(200);
    await customer.addProduct(productIds[0] ?? '');
    const token = customer.token;
    const id = await approvedSession(customer, { ...BUYER, email: 'someone.else@example.com' });
    const review = await customer.post('/amazon-pay/checkout-review', { amazonCheckoutSessionId: id });
    expect(review.status).toBe(200);
    expect(customer.token).toBe(token);
    const context = await customer.call('/context');
    const me = context.body.customer as Json;
    expect(me).toMatchObject({ email: 'amazon.member@example.com', guest: false });
    expect((me.activeShippingAddress as Json).street).toBe(BUYER.street);
    expect((me.defaultBillingAddress as Json).street).toBe('Altbau 1');
    const addresses = await customer.post('/account/list-address');
    expect((addresses.body.elements as Json[]).length).toBe(2);
  });

  it('refuses a checkout session of an empty cart and an unknown wallet page', async () => {
    const guest = shopper(sandbox);
    const session = await guest.post('/amazon-pay/checkout-session', {});
    expect(session.status).toBe(400);
    const page = await fetch(
      `${sandbox.url}/sandbox/amazon-pay/checkout/00000000-0000-4000-8000-000000000000`,
    );
    expect(page.status).toBe(404);
    const json = (await page.json()) as { errors: Json[] };
    expect(json.errors[0]).toMatchObject({ code: 'SANDBOX__PAYMENT_SESSION_NOT_FOUND' });
  });
});
