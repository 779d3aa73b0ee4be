import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsOf } from '../src/order/order-store.js';
import { post } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, customerToken, errorCodeOf, placeOrder, productIds } from './order-helpers.js';
import { formAction, type Json, SHOP, submitForm } from './payment-helpers.js';

let sandbox: TestSandbox;
let clock = Date.now();
let products: string[] = [];
const methods = new Map<string, string>();
let customers = 0;

const FINISH = `${SHOP}/checkout/finish`;
const ERROR = `${SHOP}/checkout/finish?failed=1`;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => clock });
  products = await productIds(sandbox, 'physical', 3);
  expect(products.length).toBeGreaterThan(0);
  const list = (await (await sandbox.call('/payment-method')).json()) as { elements: Json[] };
  for (const method of list.elements) methods.set(String(method.technicalName), String(method.id));
});

afterAll(async () => {
  await sandbox.dispose();
});

/** A new guest with one placed order paid by the given method. */
async function orderPaidBy(
  technicalName: string,
): Promise<{ token: string; orderId: string; email: string }> {
  customers += 1;
  const email = `payer-${customers}@example.com`;
  const token = await customerToken(sandbox, email, { guest: true });
  const patched = await post(
    sandbox,
    '/context',
    { paymentMethodId: methods.get(technicalName) },
    {
      token,
      method: 'PATCH',
    },
  );
  expect(patched.status).toBe(200);
  await addProducts(sandbox, token, [{ id: products[0] ?? '' }]);
  const placed = await placeOrder(sandbox, token);
  expect(placed.status).toBe(200);
  return { token, orderId: String(placed.body.id), email };
}

const stateOf = (orderId: string): string[] =>
  transactionsOf({ db: sandbox.db }, [orderId]).map((transaction) => transaction.state);

const handle = (token: string, body: Json) => post(sandbox, '/handle-payment', body, { token });

/** Follows the provider page as a person would: open it, press a button; answers the provider's redirect. */
async function choose(redirectUrl: string, outcome: string): Promise<string> {
  const page = await fetch(redirectUrl, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const answer = await submitForm(formAction(await page.text(), redirectUrl), { outcome });
  expect(answer.status).toBe(303);
  return answer.headers.get('location') ?? '';
}

/** The provider's return into the shop (finalize-transaction); answers status and where it sends the shopper. */
async function finalize(returnUrl: string, accept = 'application/json') {
  const answer = await fetch(returnUrl, { redirect: 'manual', headers: { accept } });
  return { status: answer.status, location: answer.headers.get('location'), text: await answer.text() };
}

async function mailsTo(email: string): Promise<Json[]> {
  const answer = await fetch(`${sandbox.url}/sandbox/mail?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { elements: Json[] }).elements;
}

describe('POST /handle-payment: synchronous methods', () => {
  it.each(['payment_invoice', 'payment_prepayment'])(
    '%s completes without a redirect (redirectUrl null), the transaction stays open',
    async (method) => {
      const { token, orderId } = await orderPaidBy(method);
      const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ redirectUrl: null });
      expect(stateOf(orderId)).toEqual(['open']);
    },
  );
});

describe('POST /handle-payment: asynchronous methods and the sandbox payment page', () => {
  it('approve: back to the finishUrl, the transaction is paid and a payment status mail is sent', async () => {
    const { token, orderId, email } = await orderPaidBy('payment_card');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    expect(answer.status).toBe(200);
    const redirectUrl = String(answer.body.redirectUrl);
    expect(redirectUrl).toMatch(new RegExp(`^${sandbox.url}/sandbox/pay/[A-Za-z0-9]{32}$`));
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('Kreditkarte');
    expect(page).toContain('3-D Secure');
    const returnUrl = await choose(redirectUrl, 'approve');
    expect(returnUrl).toMatch(
      new RegExp(`^${sandbox.url}/payment/finalize-transaction\\?_sw_payment_token=`),
    );
    expect(stateOf(orderId)).toEqual(['open']);
    expect(await finalize(returnUrl)).toMatchObject({ status: 302, location: FINISH });
    expect(stateOf(orderId)).toEqual(['paid']);
    const mail = (await mailsTo(email)).find(
      (candidate) => candidate.template === 'order_transaction.state.paid',
    );
    expect(mail?.subject).toMatch(/Zahlungsstatus deiner Bestellung \d+: bezahlt/i);
    // Nothing is left to pay: a second call has no open transaction.
    expect((await handle(token, { orderId })).body).toEqual({ redirectUrl: null });
  });

  it("decline: back to the errorUrl with Shopware's error-code, the transaction failed", async () => {
    const { token, orderId, email } = await orderPaidBy('payment_online_banking');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const returnUrl = await choose(String(answer.body.redirectUrl), 'decline');
    const back = await finalize(returnUrl);
    expect(back.status).toBe(302);
    expect(back.location).toBe(`${ERROR}&error-code=CHECKOUT__ASYNC_PAYMENT_FINALIZE_INTERRUPTED`);
    expect(stateOf(orderId)).toEqual(['failed']);
    expect((await mailsTo(email)).map((mail) => mail.template)).toContain('order_transaction.state.failed');
  });

  it('leave pending: back to the finishUrl, the transaction is unconfirmed', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const back = await finalize(await choose(String(answer.body.redirectUrl), 'pending'));
    expect(back).toMatchObject({ status: 302, location: FINISH });
    expect(stateOf(orderId)).toEqual(['unconfirmed']);
  });

  it('cancel: back to the errorUrl with CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT, the transaction cancelled', async () => {
    const { token, orderId } = await orderPaidBy('payment_online_banking');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const back = await finalize(await choose(String(answer.body.redirectUrl), 'cancel'));
    expect(back.location).toBe(`${ERROR}&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`);
    expect(stateOf(orderId)).toEqual(['cancelled']);
  });

  it('a reused token is refused with CHECKOUT__PAYMENT_TOKEN_INVALIDATED (a page in a browser) and changes nothing', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const returnUrl = await choose(String(answer.body.redirectUrl), 'approve');
    expect((await finalize(returnUrl)).status).toBe(302);
    const again = await finalize(returnUrl);
    expect(again.status).toBe(400);
    expect(errorCodeOf(JSON.parse(again.text) as Json)).toBe('CHECKOUT__PAYMENT_TOKEN_INVALIDATED');
    const page = await finalize(returnUrl, 'text/html');
    expect(page.status).toBe(400);
    expect(page.text).toContain('Payment not possible');
    expect(stateOf(orderId)).toEqual(['paid']);
    // The provider's page works once too.
    const reopened = await fetch(String(answer.body.redirectUrl), { headers: { accept: 'text/html' } });
    expect(reopened.status).toBe(404);
  });

  it('a tampered or made-up token is refused with CHECKOUT__INVALID_PAYMENT_TOKEN, never a 500, and is not echoed', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const returnUrl = new URL(await choose(String(answer.body.redirectUrl), 'approve'));
    const original = returnUrl.searchParams.get('_sw_payment_token') ?? '';
    const [header, payload, signature] = original.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Json;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, ful: 'https://evil.example/' })).toString(
      'base64url',
    );
    for (const forged of [
      `${header}.${forgedPayload}.${signature}`,
      `${original.slice(0, -2)}xx`,
      'abc',
      '%00',
    ]) {
      const url = `${sandbox.url}/payment/finalize-transaction?_sw_payment_token=${encodeURIComponent(forged)}`;
      for (const accept of ['application/json', 'text/html']) {
        const result = await finalize(url, accept);
        expect(result.status).toBe(400);
        expect(result.text).toContain('CHECKOUT__INVALID_PAYMENT_TOKEN');
        expect(result.text).not.toContain(forged.slice(0, 40));
      }
    }
    const missing = await finalize(`${sandbox.url}/payment/finalize-transaction`);
    expect(missing.status).toBe(400);
    expect(errorCodeOf(JSON.parse(missing.text) as Json)).toBe('FRAMEWORK__MISSING_REQUEST_PARAMETER');
    expect(stateOf(orderId)).toEqual(['open']);
    // The genuine token still works.
    expect((await finalize(returnUrl.toString())).location).toBe(FINISH);
  });

  it('a token expires after 30 minutes: back to the errorUrl with CHECKOUT__PAYMENT_TOKEN_EXPIRED, still open', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    const answer = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
    const redirectUrl = String(answer.body.redirectUrl);
    const page = await (await fetch(redirectUrl, { headers: { accept: 'text/html' } })).text();
    const action = formAction(page, redirectUrl);
    clock += 31 * 60 * 1000;
    try {
      // The page has expired with its token.
      const late = await submitForm(action, { outcome: 'approve' });
      expect(late.status).toBe(404);
      expect(stateOf(orderId)).toEqual(['open']);
      // A new attempt gets a new token and page.
      const retry = await handle(token, { orderId, finishUrl: FINISH, errorUrl: ERROR });
      expect(String(retry.body.redirectUrl)).not.toBe(redirectUrl);
      const returnUrl = await choose(String(retry.body.redirectUrl), 'approve');
      clock += 31 * 60 * 1000;
      const back = await finalize(returnUrl);
      expect(back.location).toBe(`${ERROR}&error-code=CHECKOUT__PAYMENT_TOKEN_EXPIRED`);
      expect(stateOf(orderId)).toEqual(['open']);
    } finally {
      clock = Date.now();
    }
  });

  it('accepts GET /handle-payment with the parameters in the query', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    const query = new URLSearchParams({ orderId, finishUrl: FINISH });
    const answer = await sandbox.call(`/handle-payment?${query}`, { token });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Json;
    expect(String(body.redirectUrl)).toContain('/sandbox/pay/');
  });
});

describe('POST /handle-payment: who may pay what', () => {
  it('refuses finish and error URLs that are not http(s) URLs of a storefront domain, before anything happens', async () => {
    const { token, orderId } = await orderPaidBy('payment_card');
    for (const [field, value, code] of [
      ['finishUrl', 'https://evil.example/finish', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      ['errorUrl', 'javascript:alert(1)', 'VIOLATION::INVALID_URL_ERROR'],
      ['finishUrl', 42, 'VIOLATION::INVALID_TYPE_ERROR'],
    ] as const) {
      const answer = await handle(token, { orderId, [field]: value });
      expect(answer.status).toBe(400);
      expect((answer.body.errors as Json[])[0]).toMatchObject({ code, source: { pointer: `/${field}` } });
    }
    expect(
      (await sandbox.db
        .prepare('SELECT COUNT(*) FROM payment_session WHERE order_id = ?')
        .pluck()
        .get(orderId)) as number,
    ).toBe(0);
  });

  it("answers another customer's order as unknown (404), nobody logged in with 403, no orderId with 400", async () => {
    const { orderId } = await orderPaidBy('payment_card');
    const other = await customerToken(sandbox, 'someone-else@example.com', { guest: true });
    const foreign = await handle(other, { orderId });
    expect(foreign.status).toBe(404);
    expect(errorCodeOf(foreign.body)).toBe('CHECKOUT__INVALID_ORDER_ID');
    const unknown = await handle(other, { orderId: 'f'.repeat(32) });
    expect(unknown.status).toBe(404);
    const anonymous = await post(sandbox, '/handle-payment', { orderId });
    expect(anonymous.status).toBe(403);
    expect(errorCodeOf(anonymous.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    const missing = await handle(other, {});
    expect(missing.status).toBe(400);
    expect((missing.body.errors as Json[])[0]).toMatchObject({ source: { pointer: '/orderId' } });
  });
});

describe('wallets at /handle-payment', () => {
  it('PayPal express: the approved PayPal order is captured when the order is paid, without a redirect', async () => {
    const guest = { token: '' };
    const cart = await post(sandbox, '/checkout/cart/line-item', {
      items: [{ id: products[0], referencedId: products[0], type: 'product', quantity: 1 }],
    });
    guest.token = String(cart.token);
    const created = await post(sandbox, '/paypal/express/create-order', {}, { token: guest.token });
    const paypalToken = String(created.body.token);
    const approved = await submitForm(`${sandbox.url}/sandbox/paypal/checkoutnow?token=${paypalToken}`, {
      decision: 'approve',
      email: 'express@example.com',
      firstName: 'Ella',
      lastName: 'Express',
      street: 'Schnellweg 1',
      zipcode: '10115',
      city: 'Berlin',
      countryIso: 'DE',
    });
    expect(approved.status).toBe(200);
    const prepared = await post(
      sandbox,
      '/paypal/express/prepare-checkout',
      { token: paypalToken },
      { token: guest.token },
    );
    guest.token = String(prepared.body.contextToken);
    const placed = await placeOrder(sandbox, guest.token);
    expect(placed.status).toBe(200);
    const orderId = String(placed.body.id);
    const answer = await handle(guest.token, { orderId, finishUrl: FINISH });
    expect(answer.body).toEqual({ redirectUrl: null });
    expect(stateOf(orderId)).toEqual(['paid']);
    expect((await mailsTo('express@example.com')).map((mail) => mail.template)).toContain(
      'order_transaction.state.paid',
    );
  });

  it('PayPal chosen at the checkout (no express approval) redirects like every asynchronous method', async () => {
    const { token, orderId } = await orderPaidBy('payment_paypal');
    const answer = await handle(token, { orderId, finishUrl: FINISH });
    expect(String(answer.body.redirectUrl)).toContain('/sandbox/pay/');
    const page = await (await fetch(String(answer.body.redirectUrl))).text();
    expect(page).toContain('PayPal');
  });
});
