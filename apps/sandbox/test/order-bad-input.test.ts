import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/prng.js';
import type { Json } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, customerWithOrder, productIds } from './order-helpers.js';

let sandbox: TestSandbox;
let customer: { token: string; order: Json };

/** The rows an order request may change: orders and their children, carts, gift cards, customers. */
const ORDER_TABLES = [
  'sales_order',
  'order_line_item',
  'order_transaction',
  'order_delivery',
  'order_line_item_download',
  'order_document',
  'order_state_history',
  'order_return',
  'number_range',
  'cart',
  'gift_card',
  'customer',
  'context',
];

function orderRows(): string {
  const hash = createHash('sha256');
  for (const table of ORDER_TABLES)
    for (const row of sandbox.db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).raw().iterate())
      hash.update(JSON.stringify(row, (_key, value) => (Buffer.isBuffer(value) ? value.length : value)));
  return hash.digest('hex');
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const [product] = await productIds(sandbox, 'physical', 1);
  customer = await customerWithOrder(sandbox, 'fuzz-order@example.com', [String(product)]);
  // A filled cart, so a refused placement has something it must not place.
  await addProducts(sandbox, customer.token, [{ id: String(product) }]);
});
afterAll(() => sandbox.dispose());

const SQL = "'; DROP TABLE sales_order; --";
const MARKUP = '<script>alert("x")</script>';

describe('fuzz: bad requests to the order routes', () => {
  const random = createRandom(3030);
  const nasty = (): unknown[] => [
    SQL,
    MARKUP,
    'x'.repeat(3000),
    '',
    ' ',
    '-1',
    '0',
    '1e308',
    1e308,
    -3,
    2.5,
    null,
    true,
    {},
    [],
    ['a'],
    'f'.repeat(32),
    '💄',
    '__proto__',
    '../../etc/passwd',
    String(customer.order.id),
    String(((customer.order.lineItems as Json[])[0] as Json).id),
    String(customer.order.deepLinkCode),
  ];
  const pick = () => random.pick(nasty());
  const segment = () => encodeURIComponent(String(pick()) || '-');
  const object = (keys: string[]): Json => {
    const result: Json = {};
    for (let count = random.int(0, keys.length); count > 0; count -= 1) result[random.pick(keys)] = pick();
    return result;
  };
  const requests: (() => { method: string; path: string; body?: string })[] = [
    () => ({
      method: 'POST',
      path: '/checkout/order',
      body: JSON.stringify(object(['customerComment', 'affiliateCode', 'campaignCode', 'hash'])),
    }),
    () => ({
      method: 'POST',
      path: '/order',
      body: JSON.stringify({
        ...object(['email', 'zipcode', 'login', 'checkPromotion', 'limit', 'page', 'associations']),
        filter: [
          {
            type: random.pick(['equals', 'contains', 'range']),
            field: random.pick(['deepLinkCode', 'order.deepLinkCode', String(pick())]),
            value: pick(),
          },
        ],
      }),
    }),
    () => ({ method: 'POST', path: '/order/state/cancel', body: JSON.stringify(object(['orderId'])) }),
    () => ({
      method: 'POST',
      path: '/order/payment',
      body: JSON.stringify(object(['orderId', 'paymentMethodId'])),
    }),
    () => ({
      method: 'POST',
      path: `/order/${segment()}/return`,
      body: JSON.stringify({
        lineItems:
          random.next() < 0.5
            ? pick()
            : [object(['orderLineItemId', 'quantity', 'reasonId', 'internalComment'])],
        ...object(['includesShippingCosts', 'internalComment']),
      }),
    }),
    () => ({ method: 'GET', path: `/order/download/${segment()}/${segment()}` }),
    () => ({
      method: random.pick(['GET', 'POST']),
      path: `/document/download/${segment()}/${segment()}?email=${segment()}&zipcode=${segment()}`,
    }),
    () => ({ method: 'POST', path: '/order', body: random.pick(['{', '[1]', '"x"', 'null']) }),
  ];

  it('answers 800 generated bad order requests without a 500, and a refused one changes no row', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let index = 0; index < 800; index += 1) {
      const request = random.pick(requests)();
      const before = orderRows();
      const response = await sandbox.call(request.path, {
        method: request.method,
        ...(random.next() < 0.8 ? { token: customer.token } : {}),
        ...(request.method === 'GET' || request.body === undefined ? {} : { body: request.body }),
      });
      const type = response.headers.get('content-type') ?? '';
      const text = type.includes('json') ? await response.text() : '';
      if (!type.includes('json')) await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const label = `${request.method} ${request.path.slice(0, 120)} ${String(request.body).slice(0, 120)}`;
      if (response.status >= 500) failures.push(`${label} → ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        const parsed = JSON.parse(text || '{}') as { errors?: { status: string }[] };
        if (parsed.errors?.[0]?.status !== String(response.status))
          failures.push(`${label} → no Shopware error body`);
        if (orderRows() !== before) failures.push(`${label} → ${response.status} changed a row`);
      }
    }
    expect(failures).toEqual([]);
    // The generator reaches every kind of answer: accepted, invalid, not allowed, not found.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 403, 404]));
  }, 300_000);
});
