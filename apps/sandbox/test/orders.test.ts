import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitionTransaction } from '../src/order/index.js';
import { type Json, post } from './account-helpers.js';
import { databaseChecksum } from './db-checksum.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { call, customerWithOrder, errorCodeOf, productIds } from './order-helpers.js';

let sandbox: TestSandbox;
let physical: string[] = [];
let digital: string[] = [];
/** Customer A with an order of a physical product and a digital guide; customer B with one of their own. */
let alice: { token: string; order: Json };
let bob: { token: string; order: Json };
/** A guest's order (registered as guest, zip code 80331). */
let guest: { token: string; order: Json };

beforeAll(async () => {
  let clock = Date.now();
  sandbox = await startTestSandbox({ now: () => clock });
  physical = await productIds(sandbox, 'physical', 3);
  digital = await productIds(sandbox, 'digital', 1);
  alice = await customerWithOrder(sandbox, 'alice@example.com', [String(physical[0]), String(digital[0])]);
  bob = await customerWithOrder(sandbox, 'bob@example.com', [String(physical[1]), String(digital[0])]);
  guest = await customerWithOrder(sandbox, 'guest-order@example.com', [String(physical[2])], {
    guest: true,
    zipcode: '80331',
  });
  clock += 1000;
});
afterAll(() => sandbox.dispose());

const idOf = (value: Json) => String(value.id);
const lineItemsOf = (order: Json) => order.lineItems as Json[];
const downloadOf = (order: Json): Json => {
  const guide = lineItemsOf(order).find((item) => (item.downloads as Json[]).length > 0) as Json;
  return (guide.downloads as Json[])[0] as Json;
};
const invoiceOf = (order: Json): Json => (order.documents as Json[])[0] as Json;
const transactionOf = (order: Json): Json => (order.transactions as Json[])[0] as Json;

describe('POST /order (Shopware OrderRoute)', () => {
  it('lists only the caller’s orders, with the associations asked for', async () => {
    const answer = await post(
      sandbox,
      '/order',
      { associations: { lineItems: {}, transactions: {}, deliveries: {} }, checkPromotion: true },
      { token: alice.token },
    );
    expect(answer.status).toBe(200);
    const orders = answer.body.orders as Json;
    expect((orders.elements as Json[]).map(idOf)).toEqual([idOf(alice.order)]);
    const order = (orders.elements as Json[])[0] as Json;
    expect(lineItemsOf(order)).toHaveLength(2);
    expect((order.stateMachineState as Json).technicalName).toBe('open');
    expect(answer.body.paymentChangeable).toEqual({ [idOf(alice.order)]: true });
  });

  it('leaves out to-many associations nobody asked for', async () => {
    const answer = await post(sandbox, '/order', {}, { token: alice.token });
    const [order] = (answer.body.orders as Json).elements as Json[];
    expect(order?.lineItems).toBeUndefined();
    expect(order?.documents).toHaveLength(1);
  });

  it('applies criteria: a filter that matches nothing, limit and page', async () => {
    const none = await post(
      sandbox,
      '/order',
      { filter: [{ type: 'equals', field: 'orderNumber', value: 'nope' }] },
      { token: alice.token },
    );
    expect((none.body.orders as Json).total).toBe(0);
    const paged = await post(sandbox, '/order', { limit: 1, page: 2 }, { token: alice.token });
    expect((paged.body.orders as Json).elements).toEqual([]);
  });

  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without a customer and without a deep link code', async () => {
    const answer = await post(sandbox, '/order', {});
    expect(answer.status).toBe(403);
    expect(errorCodeOf(answer.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('guest order lookup by deep link code, email and zip code', () => {
  const lookup = (body: Json) =>
    post(sandbox, '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: guest.order.deepLinkCode }],
      ...body,
    });

  it('finds the guest’s order when email and billing zip code match', async () => {
    const answer = await lookup({ email: 'guest-order@example.com', zipcode: '80331' });
    expect(answer.status).toBe(200);
    expect(((answer.body.orders as Json).elements as Json[]).map(idOf)).toEqual([idOf(guest.order)]);
  });

  it('logs the guest in under a new context token with login: true', async () => {
    const answer = await lookup({ email: 'guest-order@example.com', zipcode: '80331', login: true });
    expect(answer.status).toBe(200);
    const context = await call(sandbox, '/context', { token: String(answer.token) });
    expect((context.body.customer as Json).email).toBe('guest-order@example.com');
  });

  it('answers 403 CHECKOUT__GUEST_WRONG_CREDENTIALS for a wrong zip code and CHECKOUT__GUEST_NOT_AUTHENTICATED without one', async () => {
    const wrong = await lookup({ email: 'guest-order@example.com', zipcode: '10115' });
    expect([wrong.status, errorCodeOf(wrong.body)]).toEqual([403, 'CHECKOUT__GUEST_WRONG_CREDENTIALS']);
    const missing = await lookup({ email: 'guest-order@example.com' });
    expect([missing.status, errorCodeOf(missing.body)]).toEqual([403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED']);
  });

  it('answers 403 CHECKOUT__GUEST_NOT_AUTHENTICATED for an unknown code, and CHECKOUT__CUSTOMER_NOT_LOGGED_IN for a registered customer’s order', async () => {
    const unknown = await post(sandbox, '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: 'x'.repeat(32) }],
      email: 'guest-order@example.com',
      zipcode: '80331',
    });
    expect([unknown.status, errorCodeOf(unknown.body)]).toEqual([403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED']);
    const registered = await post(sandbox, '/order', {
      filter: [{ type: 'equals', field: 'deepLinkCode', value: alice.order.deepLinkCode }],
      email: 'alice@example.com',
      zipcode: '10115',
    });
    expect([registered.status, errorCodeOf(registered.body)]).toEqual([
      403,
      'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
    ]);
  });

  it('throttles guessing after 10 attempts per code and address with 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED', async () => {
    const code = 'y'.repeat(32);
    const attempt = () =>
      post(sandbox, '/order', {
        filter: [{ type: 'equals', field: 'deepLinkCode', value: code }],
        email: 'a@example.com',
        zipcode: '1',
      });
    for (let index = 0; index < 10; index += 1) expect((await attempt()).status).toBe(403);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(errorCodeOf(throttled.body)).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    expect(throttled.headers.get('retry-after')).toBe('10');
  });
});

describe('IDOR: another customer’s ids answer 404, never data', () => {
  it('does not list, cancel, change the payment of or return another customer’s order', async () => {
    const before = databaseChecksum(sandbox.db);
    const cancel = await post(
      sandbox,
      '/order/state/cancel',
      { orderId: idOf(alice.order) },
      { token: bob.token },
    );
    expect([cancel.status, errorCodeOf(cancel.body)]).toEqual([404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND']);
    const payment = await post(
      sandbox,
      '/order/payment',
      { orderId: idOf(alice.order), paymentMethodId: transactionOf(alice.order).paymentMethodId },
      { token: bob.token },
    );
    expect(payment.status).toBe(404);
    const returned = await post(
      sandbox,
      `/order/${idOf(alice.order)}/return`,
      { lineItems: [{ orderLineItemId: idOf(lineItemsOf(alice.order)[0] as Json), quantity: 1 }] },
      { token: bob.token },
    );
    expect([returned.status, errorCodeOf(returned.body)]).toEqual([404, 'CHECKOUT__ORDER_ORDER_NOT_FOUND']);
    expect(databaseChecksum(sandbox.db)).toBe(before);
  });

  it('does not hand out another customer’s invoice or download', async () => {
    const invoice = invoiceOf(alice.order);
    const document = await call(
      sandbox,
      `/document/download/${idOf(invoice)}/${String(invoice.deepLinkCode)}`,
      {
        token: bob.token,
      },
    );
    expect([document.status, errorCodeOf(document.body)]).toEqual([404, 'DOCUMENT__DOCUMENT_NOT_FOUND']);
    transitionTransaction(
      { db: sandbox.db, now: () => Date.now() },
      idOf(transactionOf(alice.order)),
      'paid',
    );
    const download = await call(
      sandbox,
      `/order/download/${idOf(alice.order)}/${idOf(downloadOf(alice.order))}`,
      {
        token: bob.token,
      },
    );
    expect([download.status, errorCodeOf(download.body)]).toEqual([
      404,
      'CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND',
    ]);
  });
});

describe('documents: the invoice as a real PDF', () => {
  it('answers the invoice PDF to its customer, by GET and by POST', async () => {
    const invoice = invoiceOf(bob.order);
    const path = `/document/download/${idOf(invoice)}/${String(invoice.deepLinkCode)}`;
    for (const method of ['GET', 'POST']) {
      const response = await sandbox.call(path, { method, token: bob.token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="invoice_\d+\.pdf"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1500);
    }
  });

  it('answers a guest’s invoice to a caller who is not logged in only with the order’s email and zip code', async () => {
    const invoice = invoiceOf(guest.order);
    const path = `/document/download/${idOf(invoice)}/${String(invoice.deepLinkCode)}`;
    const without = await call(sandbox, path);
    expect([without.status, errorCodeOf(without.body)]).toEqual([403, 'CHECKOUT__GUEST_NOT_AUTHENTICATED']);
    const withCredentials = await sandbox.call(`${path}?email=guest-order%40example.com&zipcode=80331`);
    expect(withCredentials.status).toBe(200);
    expect(
      Buffer.from(await withCredentials.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers 404 DOCUMENT__DOCUMENT_NOT_FOUND for a wrong deep link code', async () => {
    const answer = await call(sandbox, `/document/download/${idOf(invoiceOf(bob.order))}/wrong`, {
      token: bob.token,
    });
    expect([answer.status, errorCodeOf(answer.body)]).toEqual([404, 'DOCUMENT__DOCUMENT_NOT_FOUND']);
  });

  it('serves the mail’s invoice link without an access key', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/mail?to=bob@example.com`);
    const mails = ((await response.json()) as { elements: { template: string; links: { url: string }[] }[] })
      .elements;
    const link = mails.find((mail) => mail.template === 'order_confirmation_mail')?.links[0]?.url;
    const pdf = await fetch(String(link));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('downloads of digital goods (Shopware DownloadRoute)', () => {
  it('refuses the file while the order is not paid, and serves it once the transaction is paid', async () => {
    const path = `/order/download/${idOf(bob.order)}/${idOf(downloadOf(bob.order))}`;
    const unpaid = await call(sandbox, path, { token: bob.token });
    expect([unpaid.status, errorCodeOf(unpaid.body)]).toEqual([
      404,
      'CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND',
    ]);
    transitionTransaction({ db: sandbox.db, now: () => Date.now() }, idOf(transactionOf(bob.order)), 'paid');
    const paid = await sandbox.call(path, { token: bob.token });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-guide\.pdf"$/);
    expect(
      Buffer.from(await paid.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('mails the payment status once the transaction is paid', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/mail?to=bob@example.com`);
    const mails = ((await response.json()) as { elements: { template: string; subject: string }[] }).elements;
    expect(mails.map((mail) => mail.template)).toContain('order_transaction.state.paid');
  });

  it('mails where the downloads are once access is granted (downloads_delivery), naming the digital goods only', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/mail?to=bob@example.com`);
    const mails = (
      (await response.json()) as {
        elements: { template: string; text: string; links: { url: string }[] }[];
      }
    ).elements.filter((mail) => mail.template === 'downloads_delivery');
    expect(mails).toHaveLength(1);
    const lineLabels = ((bob.order.lineItems as Json[]) ?? []).map((item) => [
      String(item.label),
      ((item.downloads as Json[] | undefined) ?? []).length > 0,
    ]);
    for (const [label, digital] of lineLabels) expect(mails[0]?.text.includes(`– ${label}`)).toBe(digital);
    expect(mails[0]?.links[0]?.url).toMatch(/\/de-de\/account\/order\/[\w-]+$/);
  });

  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without a customer', async () => {
    const answer = await call(sandbox, `/order/download/${idOf(bob.order)}/${idOf(downloadOf(bob.order))}`);
    expect([answer.status, errorCodeOf(answer.body)]).toEqual([403, 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN']);
  });
});

describe('payment method change (Shopware SetPaymentOrderRoute)', () => {
  it('cancels the open transaction and adds a new open one with the new method', async () => {
    const order = await customerWithOrder(sandbox, 'pay-change@example.com', [String(physical[0])]);
    const methods = (await call(sandbox, '/payment-method', { token: order.token })).body.elements as Json[];
    const other = methods.find((method) => method.id !== transactionOf(order.order).paymentMethodId) as Json;
    const answer = await post(
      sandbox,
      '/order/payment',
      { orderId: idOf(order.order), paymentMethodId: other.id },
      { token: order.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    const listed = await post(
      sandbox,
      '/order',
      { associations: { transactions: {} } },
      { token: order.token },
    );
    const transactions = (((listed.body.orders as Json).elements as Json[])[0] as Json)
      .transactions as Json[];
    expect(
      transactions.map((transaction) => [
        (transaction.stateMachineState as Json).technicalName,
        transaction.paymentMethodId,
      ]),
    ).toEqual([
      ['cancelled', transactionOf(order.order).paymentMethodId],
      ['open', other.id],
    ]);
  });

  it('refuses a change once the order is paid (403) and an unknown method (404), changing nothing', async () => {
    const order = await customerWithOrder(sandbox, 'pay-paid@example.com', [String(physical[0])]);
    const unknown = await post(
      sandbox,
      '/order/payment',
      { orderId: idOf(order.order), paymentMethodId: 'ab'.repeat(16) },
      { token: order.token },
    );
    expect([unknown.status, errorCodeOf(unknown.body)]).toEqual([
      404,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE',
    ]);
    transitionTransaction(
      { db: sandbox.db, now: () => Date.now() },
      idOf(transactionOf(order.order)),
      'paid',
    );
    const before = databaseChecksum(sandbox.db);
    const paid = await post(
      sandbox,
      '/order/payment',
      { orderId: idOf(order.order), paymentMethodId: transactionOf(order.order).paymentMethodId },
      { token: order.token },
    );
    expect([paid.status, errorCodeOf(paid.body)]).toEqual([
      403,
      'CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE',
    ]);
    expect(databaseChecksum(sandbox.db)).toBe(before);
  });
});

describe('cancel (Shopware CancelOrderRoute)', () => {
  it('cancels an open order and answers the new state; a second cancel is an illegal transition', async () => {
    const order = await customerWithOrder(sandbox, 'cancel@example.com', [String(physical[0])]);
    const answer = await post(
      sandbox,
      '/order/state/cancel',
      { orderId: idOf(order.order) },
      { token: order.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ technicalName: 'cancelled', apiAlias: 'state_machine_state' });
    const before = databaseChecksum(sandbox.db);
    const again = await post(
      sandbox,
      '/order/state/cancel',
      { orderId: idOf(order.order) },
      { token: order.token },
    );
    expect([again.status, errorCodeOf(again.body)]).toEqual([400, 'SYSTEM__ILLEGAL_STATE_TRANSITION']);
    expect(databaseChecksum(sandbox.db)).toBe(before);
  });

  it('answers 400 for a missing orderId and 403 without a customer', async () => {
    const missing = await post(sandbox, '/order/state/cancel', {}, { token: alice.token });
    expect([missing.status, errorCodeOf(missing.body)]).toEqual([
      400,
      'FRAMEWORK__INVALID_REQUEST_PARAMETER',
    ]);
    const anonymous = await post(sandbox, '/order/state/cancel', { orderId: idOf(alice.order) });
    expect(anonymous.status).toBe(403);
  });
});

describe('returns with a reason per line item (sandbox; Shopware commercial)', () => {
  it('stores a return request and shows it on the order', async () => {
    const reasons = (await (await fetch(`${sandbox.url}/sandbox/return-reasons`)).json()) as {
      elements: Json[];
    };
    const damaged = reasons.elements.find((reason) => reason.reasonKey === 'damaged') as Json;
    const lineItem = lineItemsOf(alice.order)[0] as Json;
    const answer = await post(
      sandbox,
      `/order/${idOf(alice.order)}/return`,
      { lineItems: [{ orderLineItemId: idOf(lineItem), quantity: 1, reasonId: damaged.id }] },
      { token: alice.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: { technicalName: 'open' }, apiAlias: 'order_return' });
    const line = (answer.body.lineItems as Json[])[0] as Json;
    expect((line.reason as Json).reasonKey).toBe('damaged');
    const listed = await post(sandbox, '/order', {}, { token: alice.token });
    const order = ((listed.body.orders as Json).elements as Json[])[0] as Json;
    expect(((order.extensions as Json).returns as Json[]).map((entry) => entry.returnNumber)).toEqual([
      answer.body.returnNumber,
    ]);
  });

  it('refuses more than was ordered, and digital content, which is never sent, changing nothing', async () => {
    const before = databaseChecksum(sandbox.db);
    const lineItem = lineItemsOf(alice.order)[0] as Json;
    const tooMany = await post(
      sandbox,
      `/order/${idOf(alice.order)}/return`,
      { lineItems: [{ orderLineItemId: idOf(lineItem), quantity: 5 }] },
      { token: alice.token },
    );
    expect(tooMany.status).toBe(400);
    expect((((tooMany.body.errors as Json[])[0] as Json).source as Json).pointer).toBe(
      '/lineItems/0/quantity',
    );
    const guide = lineItemsOf(alice.order).find((item) => (item.downloads as Json[]).length > 0) as Json;
    const digital = await post(
      sandbox,
      `/order/${idOf(alice.order)}/return`,
      { lineItems: [{ orderLineItemId: idOf(guide), quantity: 1 }] },
      { token: alice.token },
    );
    expect(digital.status).toBe(400);
    expect(
      (digital.body.errors as Json[]).map((error) => [error.code, (error.source as Json).pointer]),
    ).toEqual([['SANDBOX__ORDER_RETURN_NOT_POSSIBLE', '/lineItems/0/orderLineItemId']]);
    expect(databaseChecksum(sandbox.db)).toBe(before);
  });
});
