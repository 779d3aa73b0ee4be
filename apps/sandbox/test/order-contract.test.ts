import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionTransaction } from '../src/order/index.js';
import type { Json } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, customerToken, customerWithOrder, productIds } from './order-helpers.js';
import { errorsOf, requestValidator, responseValidator } from './store-api-schema.js';

/** Every order route's answers and errors, and the bodies sent, checked against Shopware's Store API schema. */

let sandbox: TestSandbox;
let customer: { token: string; order: Json };
let stranger: string;
let physical: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  physical = await productIds(sandbox, 'physical', 2);
  const [digital] = await productIds(sandbox, 'digital', 1);
  customer = await customerWithOrder(sandbox, 'contract-order@example.com', [
    String(physical[0]),
    String(digital),
  ]);
  stranger = await customerToken(sandbox, 'contract-stranger@example.com');
});
afterAll(() => sandbox.dispose());

const id = (value: unknown) => String((value as Json).id);
const orderId = () => id(customer.order);
const lineItemId = () => id((customer.order.lineItems as Json[])[0]);
const transaction = () => (customer.order.transactions as Json[])[0] as Json;
const invoice = () => (customer.order.documents as Json[])[0] as Json;
const download = () =>
  (
    ((customer.order.lineItems as Json[]).find((item) => (item.downloads as Json[]).length) as Json)
      .downloads as Json[]
  )[0] as Json;

interface ContractCase {
  name: string;
  operation: string;
  method: 'GET' | 'POST';
  path: () => string;
  status: number;
  token?: () => Promise<string> | string;
  body?: () => Json;
  /** Answers whose schema has no JSON body: only the status and content type are checked. */
  binary?: string;
}

const cases: ContractCase[] = [
  {
    name: 'places an order',
    operation: '/checkout/order',
    method: 'POST',
    path: () => '/checkout/order',
    status: 200,
    token: async () => {
      const token = await customerToken(sandbox, 'contract-place@example.com');
      await addProducts(sandbox, token, [{ id: String(physical[1]) }]);
      return token;
    },
    body: () => ({ customerComment: 'Bitte klingeln', affiliateCode: 'partner', campaignCode: 'winter' }),
  },
  {
    name: 'refuses an empty cart',
    operation: '/checkout/order',
    method: 'POST',
    path: () => '/checkout/order',
    status: 400,
    token: () => stranger,
    body: () => ({}),
  },
  {
    name: 'refuses an order without a customer',
    operation: '/checkout/order',
    method: 'POST',
    path: () => '/checkout/order',
    status: 403,
    body: () => ({}),
  },
  {
    name: 'lists the customer’s orders with associations',
    operation: '/order',
    method: 'POST',
    path: () => '/order',
    status: 200,
    token: () => customer.token,
    body: () => ({
      associations: {
        lineItems: { associations: { downloads: {} } },
        deliveries: {},
        transactions: {},
        addresses: {},
      },
      checkPromotion: true,
      limit: 10,
      page: 1,
      sort: [{ field: 'orderDateTime', order: 'DESC' }],
    }),
  },
  {
    name: 'refuses the order list without a customer or deep link',
    operation: '/order',
    method: 'POST',
    path: () => '/order',
    status: 403,
    body: () => ({}),
  },
  {
    name: 'changes the payment method',
    operation: '/order/payment',
    method: 'POST',
    path: () => '/order/payment',
    status: 200,
    token: () => customer.token,
    body: () => ({ orderId: orderId(), paymentMethodId: String(transaction().paymentMethodId) }),
  },
  {
    name: 'refuses another customer’s order for a payment change',
    operation: '/order/payment',
    method: 'POST',
    path: () => '/order/payment',
    status: 404,
    token: () => stranger,
    body: () => ({ orderId: orderId(), paymentMethodId: String(transaction().paymentMethodId) }),
  },
  {
    name: 'refuses a payment change without a customer',
    operation: '/order/payment',
    method: 'POST',
    path: () => '/order/payment',
    status: 403,
    body: () => ({ orderId: orderId(), paymentMethodId: String(transaction().paymentMethodId) }),
  },
  {
    name: 'requests a return',
    operation: '/order/{orderId}/return',
    method: 'POST',
    path: () => `/order/${orderId()}/return`,
    status: 200,
    token: () => customer.token,
    body: () => ({
      lineItems: [{ orderLineItemId: lineItemId(), quantity: 1 }],
      includesShippingCosts: false,
    }),
  },
  {
    name: 'refuses a return of more than was ordered',
    operation: '/order/{orderId}/return',
    method: 'POST',
    path: () => `/order/${orderId()}/return`,
    status: 400,
    token: () => customer.token,
    body: () => ({ lineItems: [{ orderLineItemId: lineItemId(), quantity: 99 }] }),
  },
  {
    name: 'answers the invoice PDF',
    operation: '/document/download/{documentId}/{deepLinkCode}',
    method: 'GET',
    path: () => `/document/download/${id(invoice())}/${String(invoice().deepLinkCode)}`,
    status: 200,
    token: () => customer.token,
    binary: 'application/pdf',
  },
  {
    name: 'answers the invoice PDF to a POST with an empty body',
    operation: '/document/download/{documentId}/{deepLinkCode}',
    method: 'POST',
    path: () => `/document/download/${id(invoice())}/${String(invoice().deepLinkCode)}`,
    status: 200,
    token: () => customer.token,
    body: () => ({}),
    binary: 'application/pdf',
  },
  {
    name: 'refuses a download of an unpaid order',
    operation: '/order/download/{orderId}/{downloadId}',
    method: 'GET',
    path: () => `/order/download/${orderId()}/${id(download())}`,
    status: 404,
    token: () => customer.token,
  },
  {
    name: 'refuses a download without a customer',
    operation: '/order/download/{orderId}/{downloadId}',
    method: 'GET',
    path: () => `/order/download/${orderId()}/${id(download())}`,
    status: 403,
  },
  {
    name: 'refuses to cancel another customer’s order',
    operation: '/order/state/cancel',
    method: 'POST',
    path: () => '/order/state/cancel',
    status: 404,
    token: () => stranger,
    body: () => ({ orderId: orderId() }),
  },
  {
    name: 'refuses a cancel without orderId',
    operation: '/order/state/cancel',
    method: 'POST',
    path: () => '/order/state/cancel',
    status: 400,
    token: () => customer.token,
    body: () => ({ orderId: 'not-an-id' }),
  },
  {
    name: 'cancels the order and answers the new state',
    operation: '/order/state/cancel',
    method: 'POST',
    path: () => '/order/state/cancel',
    status: 200,
    token: () => customer.token,
    body: () => ({ orderId: orderId() }),
  },
];

describe('order routes against the Store API schema', () => {
  it.each(cases)('$method $operation: $name ($status)', async (testCase) => {
    const body = testCase.body?.();
    // Bodies are valid per the schema, except where a case sends a wrong value on purpose.
    if (body !== undefined && testCase.status < 400) {
      const validateRequest = requestValidator(testCase.operation, testCase.method);
      expect(validateRequest(body), errorsOf(validateRequest)).toBe(true);
    }
    const token = testCase.token ? await testCase.token() : undefined;
    const response = await sandbox.call(testCase.path(), {
      method: testCase.method,
      ...(token ? { token } : {}),
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status).toBe(testCase.status);
    if (testCase.binary) {
      expect(response.headers.get('content-type')).toBe(testCase.binary);
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      return;
    }
    const payload = (await response.json()) as Json;
    const validate = responseValidator(testCase.operation, testCase.method, String(testCase.status));
    expect(validate(payload), errorsOf(validate)).toBe(true);
    if (testCase.status >= 400) {
      const error = (payload.errors as Json[])[0] as Json;
      expect(error.status).toBe(String(testCase.status));
      expect(typeof error.code).toBe('string');
    }
  });

  it('answers a paid order’s download as a binary file', async () => {
    transitionTransaction({ db: sandbox.db, now: () => Date.now() }, id(transaction()), 'paid');
    const response = await sandbox.call(`/order/download/${orderId()}/${id(download())}`, {
      token: customer.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
