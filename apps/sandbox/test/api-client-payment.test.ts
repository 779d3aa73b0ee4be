import { createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsOf } from '../src/order/order-store.js';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { formAction, SHOP, submitForm } from './payment-helpers.js';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.dispose();
});

describe("Shopware's own client (@shopware/api-client) buys and pays asynchronously against the sandbox", () => {
  it('registers, logs in, fills a cart, places an order and pays by card, approved on the sandbox page over HTTP', async () => {
    const market = sandbox.info.markets[0];
    if (!market) throw new Error('no market');
    const client = createAPIClient({ baseURL: sandbox.storeApiUrl, accessToken: market.accessKey });

    const countries = await client.invoke('readCountry post /country', {
      body: { filter: [{ type: 'equals', field: 'iso', value: 'DE' }] },
    });
    const countryId = countries.data.elements?.[0]?.id ?? '';
    await client.invoke('register post /account/register', {
      body: {
        email: 'client-buyer@example.com',
        password: 'Client-Kauf-2026',
        firstName: 'Kim',
        lastName: 'Kauf',
        acceptedDataProtection: true,
        storefrontUrl: SHOP,
        billingAddress: {
          // The schema types the address as a whole CustomerAddress; the ids are ignored as by Shopware.
          id: '0'.repeat(32),
          customerId: '0'.repeat(32),
          countryId,
          firstName: 'Kim',
          lastName: 'Kauf',
          street: 'Kaufweg 3',
          zipcode: '10115',
          city: 'Berlin',
        },
      },
    });
    await client.invoke('logoutCustomer post /account/logout');
    await client.invoke('loginCustomer post /account/login', {
      body: { username: 'client-buyer@example.com', password: 'Client-Kauf-2026' },
    });
    expect((await client.invoke('readContext get /context')).data.customer?.email).toBe(
      'client-buyer@example.com',
    );

    const methods = await client.invoke('readPaymentMethod post /payment-method', {
      body: { onlyAvailable: true },
    });
    const card = (methods.data.elements ?? []).find((method) => method.technicalName === 'payment_card');
    expect(card).toBeDefined();
    await client.invoke('updateContext patch /context', { body: { paymentMethodId: card?.id } });

    const products = await client.invoke('readProduct post /product', {
      body: {
        limit: 1,
        filter: [
          { type: 'equals', field: 'childCount', value: 0 },
          { type: 'equals', field: 'isCloseout', value: false },
          { type: 'equals', field: 'type', value: 'physical' },
          { type: 'range', field: 'price', parameters: { gte: 10, lte: 40 } },
        ],
      },
    });
    const productId = products.data.elements[0]?.id ?? '';
    const cart = await client.invoke('addLineItem post /checkout/cart/line-item', {
      body: { items: [{ id: productId, referencedId: productId, type: 'product', quantity: 2 }] },
    });
    expect(cart.data.lineItems?.[0]?.referencedId).toBe(productId);

    const order = await client.invoke('createOrder post /checkout/order', { body: {} });
    const orderId = order.data.id;
    expect(order.data.transactions?.[0]?.paymentMethodId).toBe(card?.id);

    const payment = await client.invoke('handlePaymentMethod post /handle-payment', {
      body: {
        orderId,
        finishUrl: `${SHOP}/checkout/finish?orderId=${orderId}`,
        errorUrl: `${SHOP}/checkout/finish?failed=1`,
      },
    });
    const redirectUrl = payment.data.redirectUrl;
    expect(redirectUrl).toMatch(/\/sandbox\/pay\//);

    // The shopper on the provider's page: open it, approve; the provider returns to the shop's finalize URL.
    const page = await fetch(redirectUrl, { headers: { accept: 'text/html' } });
    const approved = await submitForm(formAction(await page.text(), redirectUrl), { outcome: 'approve' });
    const finalize = await fetch(approved.headers.get('location') ?? '', { redirect: 'manual' });
    expect(finalize.status).toBe(302);
    expect(finalize.headers.get('location')).toBe(`${SHOP}/checkout/finish?orderId=${orderId}`);

    expect(transactionsOf({ db: sandbox.db }, [orderId]).map((transaction) => transaction.state)).toEqual([
      'paid',
    ]);
    const again = await client.invoke('handlePaymentMethod post /handle-payment', { body: { orderId } });
    expect(again.data.redirectUrl ?? null).toBeNull();
  });
});
