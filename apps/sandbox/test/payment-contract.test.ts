import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, customerToken, placeOrder, productIds } from './order-helpers.js';
import { type Json, SHOP, submitForm } from './payment-helpers.js';
import { errorsOf, requestValidator, responseValidator } from './store-api-schema.js';

let sandbox: TestSandbox;
let products: string[] = [];
const methods = new Map<string, string>();

beforeAll(async () => {
  sandbox = await startTestSandbox();
  products = await productIds(sandbox, 'physical', 3);
  const list = (await (await sandbox.call('/payment-method')).json()) as { elements: Json[] };
  for (const method of list.elements) methods.set(String(method.technicalName), String(method.id));
});

afterAll(async () => {
  await sandbox.dispose();
});

async function orderOf(email: string, technicalName: string): Promise<{ token: string; orderId: string }> {
  const token = await customerToken(sandbox, email, { guest: true });
  await post(
    sandbox,
    '/context',
    { paymentMethodId: methods.get(technicalName) },
    { token, method: 'PATCH' },
  );
  await addProducts(sandbox, token, [{ id: products[0] ?? '' }]);
  const placed = await placeOrder(sandbox, token);
  return { token, orderId: String(placed.body.id) };
}

function expectValid(validate: ReturnType<typeof responseValidator>, body: unknown): void {
  expect(validate(body), errorsOf(validate)).toBe(true);
}

describe('Store API contract of /handle-payment (storeApiSchema.json)', () => {
  it('takes a request body the schema allows and answers an asynchronous payment with a redirectUrl string', async () => {
    const { token, orderId } = await orderOf('contract-card@example.com', 'payment_card');
    const body = {
      orderId,
      finishUrl: `${SHOP}/checkout/finish`,
      errorUrl: `${SHOP}/checkout/finish?failed=1`,
    };
    const request = requestValidator('/handle-payment', 'post');
    expect(request(body), errorsOf(request)).toBe(true);
    const answer = await post(sandbox, '/handle-payment', body, { token });
    expect(answer.status).toBe(200);
    expect(typeof answer.body.redirectUrl).toBe('string');
    expectValid(responseValidator('/handle-payment', 'post'), answer.body);
    const viaGet = await sandbox.call(`/handle-payment?${new URLSearchParams({ orderId })}`, { token });
    expectValid(responseValidator('/handle-payment', 'get'), await viaGet.json());
  });

  it('answers a synchronous payment with redirectUrl null, as HandlePaymentMethodRouteResponse does', async () => {
    const { token, orderId } = await orderOf('contract-invoice@example.com', 'payment_invoice');
    const answer = await post(sandbox, '/handle-payment', { orderId }, { token });
    expect(answer.body).toEqual({ redirectUrl: null });
    expectValid(responseValidator('/handle-payment', 'post'), answer.body);
  });

  it.each([
    ['400', 'a missing orderId', {}, true],
    ['403', 'nobody logged in', { orderId: 'a'.repeat(32) }, false],
    ['404', 'an unknown order', { orderId: 'a'.repeat(32) }, true],
  ] as const)('answers %s for %s in the schema’s error envelope', async (status, _what, body, loggedIn) => {
    const token = loggedIn
      ? await customerToken(sandbox, `contract-${status}@example.com`, { guest: true })
      : undefined;
    const answer = await post(sandbox, '/handle-payment', body, token ? { token } : {});
    expect(String(answer.status)).toBe(status);
    expectValid(responseValidator('/handle-payment', 'post', status), answer.body);
  });
});

describe('Store API contract of the PayPal express routes (storeApiSchema.json, SwagPayPal)', () => {
  it('creates an order token and prepares the checkout with a body and answer the schema allows', async () => {
    const guest = await post(sandbox, '/checkout/cart/line-item', {
      items: [{ id: products[0], referencedId: products[0], type: 'product', quantity: 1 }],
    });
    const token = String(guest.token);
    const created = await post(sandbox, '/paypal/express/create-order', {}, { token });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ token: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    const approval = await submitForm(
      `${sandbox.url}/sandbox/paypal/checkoutnow?token=${created.body.token}`,
      {
        decision: 'approve',
        email: 'contract-paypal@example.com',
        firstName: 'Carla',
        lastName: 'Contract',
        street: 'Schemaweg 1',
        zipcode: '10115',
        city: 'Berlin',
        countryIso: 'DE',
      },
    );
    expect(approval.status).toBe(200);
    const body = { token: String(created.body.token) };
    const request = requestValidator('/paypal/express/prepare-checkout', 'post');
    expect(request(body), errorsOf(request)).toBe(true);
    const prepared = await post(sandbox, '/paypal/express/prepare-checkout', body, { token });
    expect(prepared.status).toBe(200);
    expectValid(responseValidator('/paypal/express/prepare-checkout', 'post'), prepared.body);
    expect(prepared.body.contextToken).toBe(prepared.token);
  });
});
