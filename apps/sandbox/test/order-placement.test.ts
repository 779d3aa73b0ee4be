import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Json, post } from './account-helpers.js';
import { databaseChecksum } from './db-checksum.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { addProducts, call, customerToken, errorCodeOf, placeOrder, productIds } from './order-helpers.js';

let sandbox: TestSandbox;
let physical: string[] = [];
let digital: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  physical = await productIds(sandbox, 'physical', 4);
  digital = await productIds(sandbox, 'digital', 1);
});
afterAll(() => sandbox.dispose());

const orderCount = () => sandbox.db.prepare('SELECT COUNT(*) FROM sales_order').pluck().get() as number;

describe('POST /checkout/order (Shopware CartOrderRoute)', () => {
  it('turns the cart into an order with customer, addresses, delivery, transaction, line items and price, and empties the cart', async () => {
    const token = await customerToken(sandbox, 'order-basic@example.com');
    const cart = await addProducts(sandbox, token, [
      { id: String(physical[0]), quantity: 2 },
      { id: String(digital[0]) },
    ]);
    const answer = await placeOrder(sandbox, token, {
      customerComment: '  Bitte klingeln  ',
      affiliateCode: 'partner-1',
      campaignCode: 'winter',
    });
    expect(answer.status).toBe(200);
    const order = answer.body;
    expect(order.orderNumber).toMatch(/^\d{5,}$/);
    expect(order.amountTotal).toBe((cart.price as Json).totalPrice);
    expect(order.customerComment).toBe('Bitte klingeln');
    expect(order.affiliateCode).toBe('partner-1');
    expect(order.campaignCode).toBe('winter');
    expect(String(order.deepLinkCode)).toHaveLength(32);
    expect((order.orderCustomer as Json).email).toBe('order-basic@example.com');
    expect((order.stateMachineState as Json).technicalName).toBe('open');
    expect((order.billingAddress as Json).zipcode).toBe('10115');
    const lineItems = order.lineItems as Json[];
    expect(lineItems.map((item) => item.quantity)).toEqual([2, 1]);
    const guide = lineItems.find((item) => (item.states as string[]).includes('is-download')) as Json;
    expect((guide.downloads as Json[]).length).toBe(1);
    expect((guide.downloads as Json[])[0]?.accessGranted).toBe(false);
    const delivery = (order.deliveries as Json[])[0] as Json;
    expect((delivery.stateMachineState as Json).technicalName).toBe('open');
    expect((delivery.positions as Json[]).length).toBe(1);
    const transaction = (order.transactions as Json[])[0] as Json;
    expect((transaction.stateMachineState as Json).technicalName).toBe('open');
    expect((transaction.paymentMethod as Json).technicalName).toBeTruthy();
    expect(
      (order.documents as Json[]).map((document) => (document.documentType as Json).technicalName),
    ).toEqual(['invoice']);
    const after = await call(sandbox, '/checkout/cart', { token });
    expect(after.body.lineItems).toEqual([]);
  });

  it('places exactly one order when ten placements of one cart arrive at once; the others find the cart empty', async () => {
    const token = await customerToken(sandbox, 'order-race@example.com');
    await addProducts(sandbox, token, [{ id: String(physical[1]) }]);
    const before = orderCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(sandbox, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => `${answer.status} ${errorCodeOf(answer.body)}`)).toEqual(
      Array.from({ length: 9 }, () => '400 CHECKOUT__CART_EMPTY'),
    );
    expect(orderCount()).toBe(before + 1);
  });

  it('refuses an order on a cart that changed since the client read its hash (409) and places nothing', async () => {
    const token = await customerToken(sandbox, 'order-stale@example.com');
    const read = await addProducts(sandbox, token, [{ id: String(physical[0]) }]);
    await addProducts(sandbox, token, [{ id: String(physical[2]) }]);
    const checksum = databaseChecksum(sandbox.db);
    const stale = await placeOrder(sandbox, token, { hash: read.hash });
    expect(stale.status).toBe(409);
    expect(errorCodeOf(stale.body)).toBe('CHECKOUT__CART_HASH_MISMATCH');
    expect(databaseChecksum(sandbox.db)).toBe(checksum);
    const fresh = (await call(sandbox, '/checkout/cart', { token })).body;
    const placed = await placeOrder(sandbox, token, { hash: fresh.hash });
    expect(placed.status).toBe(200);
    expect((placed.body.lineItems as Json[]).length).toBe(2);
  });

  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN to a shopper who is not logged in, and places nothing', async () => {
    const guest = await call(sandbox, '/checkout/cart/line-item', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: physical[0], referencedId: physical[0], type: 'product' }] }),
    });
    const token = guest.headers.get('sw-context-token') ?? '';
    const checksum = databaseChecksum(sandbox.db);
    const answer = await placeOrder(sandbox, token);
    expect(answer.status).toBe(403);
    expect(errorCodeOf(answer.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
    expect(databaseChecksum(sandbox.db)).toBe(checksum);
  });

  it('lets a guest who registered as guest order', async () => {
    const token = await customerToken(sandbox, 'order-guest@example.com', { guest: true });
    await addProducts(sandbox, token, [{ id: String(physical[0]) }]);
    const answer = await placeOrder(sandbox, token);
    expect(answer.status).toBe(200);
    expect((answer.body.orderCustomer as Json).email).toBe('order-guest@example.com');
  });

  it('answers 400 CHECKOUT__CART_EMPTY for an empty cart', async () => {
    const token = await customerToken(sandbox, 'order-empty@example.com');
    const answer = await placeOrder(sandbox, token);
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer.body)).toBe('CHECKOUT__CART_EMPTY');
  });

  it('refuses a cart whose shipping method is blocked with CHECKOUT__CART_INVALID and places nothing', async () => {
    const token = await customerToken(sandbox, 'order-blocked@example.com');
    await addProducts(sandbox, token, [{ id: String(physical[0]) }]);
    const methods = await call(sandbox, '/shipping-method', { token });
    const packstation = (methods.body.elements as Json[]).find((method) =>
      String(method.technicalName).includes('packstation'),
    );
    const countries = (await call(sandbox, '/country')).body.elements as Json[];
    const austria = countries.find((country) => country.iso === 'AT') as Json;
    await post(
      sandbox,
      '/context',
      { shippingMethodId: packstation?.id, countryId: austria.id },
      { token, method: 'PATCH' },
    );
    const checksum = databaseChecksum(sandbox.db);
    const answer = await placeOrder(sandbox, token);
    expect(answer.status).toBe(400);
    expect(errorCodeOf(answer.body)).toBe('CHECKOUT__CART_INVALID');
    expect(databaseChecksum(sandbox.db)).toBe(checksum);
  });

  it('refuses a body field of the wrong type with 400 and places nothing', async () => {
    const token = await customerToken(sandbox, 'order-badbody@example.com');
    await addProducts(sandbox, token, [{ id: String(physical[0]) }]);
    const checksum = databaseChecksum(sandbox.db);
    const answer = await placeOrder(sandbox, token, { customerComment: { nested: true } });
    expect(answer.status).toBe(400);
    expect(databaseChecksum(sandbox.db)).toBe(checksum);
  });

  it('mails the order confirmation with the invoice link and the order page link', async () => {
    const response = await fetch(`${sandbox.url}/sandbox/mail?to=order-basic@example.com`);
    const mails = ((await response.json()) as { elements: { template: string; links: { url: string }[] }[] })
      .elements;
    const confirmation = mails.find((mail) => mail.template === 'order_confirmation_mail');
    expect(
      confirmation?.links.map((link) => new URL(link.url).pathname.split('/').slice(0, 3).join('/')),
    ).toEqual(['/sandbox/document', '/de-de/account']);
  });
});
