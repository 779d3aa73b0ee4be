import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/prng.js';
import { post } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, customerToken, placeOrder, productIds } from './order-helpers.js';

let sandbox: TestSandbox;
const state = { token: '', orderId: '', pageId: '', returnToken: '', paypalToken: '', amazonId: '' };

/** The rows payments may write: a refused request must leave every one of them as it was. */
const TABLES = [
  'payment_token',
  'payment_session',
  'wallet_order',
  'order_transaction',
  'customer',
  'context',
  'mail',
  'sandbox_secret',
];

function paymentChecksum(): string {
  const hash = createHash('sha256');
  for (const table of TABLES)
    for (const row of sandbox.db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).raw().iterate())
      hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const [product] = await productIds(sandbox, 'physical', 3);
  state.token = await customerToken(sandbox, 'fuzz-payer@example.com', { guest: true });
  const card = (
    (await (await sandbox.call('/payment-method')).json()) as {
      elements: { id: string; technicalName: string }[];
    }
  ).elements.find((method) => method.technicalName === 'payment_card');
  await post(sandbox, '/context', { paymentMethodId: card?.id }, { token: state.token, method: 'PATCH' });
  await addProducts(sandbox, state.token, [{ id: product ?? '' }]);
  state.orderId = String((await placeOrder(sandbox, state.token)).body.id);
  const handled = await post(sandbox, '/handle-payment', { orderId: state.orderId }, { token: state.token });
  state.pageId = String(handled.body.redirectUrl).split('/').at(-1) ?? '';
  await addProducts(sandbox, state.token, [{ id: product ?? '' }]);
  state.paypalToken = String(
    (await post(sandbox, '/paypal/express/create-order', {}, { token: state.token })).body.token,
  );
  state.amazonId = String(
    (await post(sandbox, '/amazon-pay/checkout-session', {}, { token: state.token })).body
      .amazonCheckoutSessionId,
  );
});

afterAll(async () => {
  await sandbox.dispose();
});

describe('fuzz: bad requests to the payment routes and pages', () => {
  const random = createRandom(4040);
  const nasty: unknown[] = [
    "'; DROP TABLE sales_order; --",
    '<script>alert(1)</script>',
    'x'.repeat(5000),
    '',
    ' ',
    '0',
    -1,
    1e308,
    true,
    null,
    [],
    {},
    ['a'],
    { $gt: '' },
    '../../etc/passwd',
    'javascript:alert(1)',
    'http://localhost:3000/finish',
    'https://evil.example/finish',
    '//evil.example',
    'f'.repeat(32),
    'F'.repeat(32),
    '%00',
    '\u0000',
    'eyJhbGciOiJub25lIn0.e30.',
  ];
  const value = (): unknown =>
    random.next() < 0.2
      ? random.pick([state.orderId, state.paypalToken, state.amazonId, state.pageId])
      : random.pick(nasty);
  const keys = [
    'orderId',
    'finishUrl',
    'errorUrl',
    'token',
    'returnUrl',
    'cancelUrl',
    'checkoutReviewReturnUrl',
    'checkoutCancelUrl',
    'amazonCheckoutSessionId',
    'outcome',
    'decision',
    'email',
    'countryIso',
    'zipcode',
    '_sw_payment_token',
  ];
  const segment = () => encodeURIComponent(String(value()));

  /** Store API routes that refuse everything here (no order of theirs, no approved wallet order, bad URLs). */
  const storeApiRoutes = (): [string, string][] => [
    ['POST', '/handle-payment'],
    ['GET', `/handle-payment?orderId=${segment()}&finishUrl=${segment()}`],
    ['POST', '/paypal/express/prepare-checkout'],
    ['POST', '/amazon-pay/checkout-review'],
  ];
  /** Pages a browser opens, with anything in the URL and the form. */
  const pageRoutes = (): [string, string][] => [
    ['GET', `/sandbox/pay/${segment()}`],
    ['POST', `/sandbox/pay/${segment()}`],
    ['GET', `/payment/finalize-transaction?_sw_payment_token=${segment()}`],
    ['POST', '/payment/finalize-transaction'],
    ['GET', `/sandbox/paypal/checkoutnow?token=${segment()}`],
    ['POST', `/sandbox/paypal/checkoutnow?token=${segment()}`],
    ['GET', `/sandbox/amazon-pay/checkout/${segment()}`],
    ['POST', `/sandbox/amazon-pay/checkout/${segment()}`],
  ];
  const jsonBody = (): string => {
    if (random.next() < 0.1) return random.pick(['{', '[', 'nul', '"x"', '{"orderId":']);
    const payload: Record<string, unknown> = {};
    for (let count = random.int(1, 4); count > 0; count -= 1) payload[random.pick(keys)] = value();
    return JSON.stringify(payload);
  };
  const formBody = (): string => {
    const form = new URLSearchParams();
    for (let count = random.int(1, 4); count > 0; count -= 1) form.append(random.pick(keys), String(value()));
    // A decision for a wallet page that is not `approve`/`cancel` or a buyer that does not validate is refused.
    if (!form.has('outcome') && random.next() < 0.3)
      form.append('outcome', random.pick(['nope', '', 'APPROVE']));
    return form.toString();
  };

  it('answers 1,000 generated bad requests without a 500, each refusal with an error body, and a refused request changes no row', async () => {
    const failures: string[] = [];
    let baseline = paymentChecksum();
    for (let batch = 0; batch < 100; batch += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const page = random.next() < 0.5;
          const [method, path] = random.pick(page ? pageRoutes() : storeApiRoutes());
          const asCustomer = random.next() < 0.5;
          const form = page && method === 'POST' && random.next() < 0.7;
          const response = page
            ? await fetch(`${sandbox.url}${path}`, {
                method,
                redirect: 'manual',
                headers: {
                  accept: random.pick(['text/html', 'application/json', '*/*']),
                  'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
                },
                ...(method === 'POST' ? { body: form ? formBody() : jsonBody() } : {}),
              })
            : await sandbox.call(path, {
                method,
                ...(method === 'POST' ? { body: jsonBody() } : {}),
                ...(asCustomer ? { token: state.token } : {}),
              });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
          if (
            response.status >= 400 &&
            !text.includes(`"status":"${response.status}"`) &&
            !text.includes('<h1>')
          )
            failures.push(`${method} ${path} → ${response.status} without an error body`);
          return response.status;
        }),
      );
      const after = paymentChecksum();
      if (statuses.every((status) => status >= 400) && after !== baseline)
        failures.push(`batch ${batch}: refused requests changed rows (${statuses.join(', ')})`);
      baseline = after;
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
