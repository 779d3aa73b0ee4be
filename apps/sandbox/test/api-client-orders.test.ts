import { type ApiClientError, createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';
import { productIds } from './order-helpers.js';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());

describe("Shopware's own client (@shopware/api-client) orders on the sandbox", () => {
  it('registers as a guest, fills the cart, places an order, lists, cancels and reads the order', async () => {
    const market = sandbox.info.markets[0];
    if (!market) throw new Error('no market');
    const client = createAPIClient({ baseURL: sandbox.storeApiUrl, accessToken: market.accessKey });
    const countries = await client.invoke('readCountry post /country', {
      body: { filter: [{ type: 'equals', field: 'iso', value: 'DE' }] },
    });
    const countryId = countries.data.elements?.[0]?.id ?? '';
    await client.invoke('register post /account/register', {
      body: {
        guest: true,
        email: 'client-order@example.com',
        // The schema's type asks for a password even for a guest; Shopware ignores it there.
        password: 'Client-Passwort-1',
        firstName: 'Cleo',
        lastName: 'Client',
        acceptedDataProtection: true,
        storefrontUrl: 'http://localhost:3000',
        billingAddress: {
          id: '0'.repeat(32),
          customerId: '0'.repeat(32),
          countryId,
          firstName: 'Cleo',
          lastName: 'Client',
          street: 'Clientweg 1',
          zipcode: '10115',
          city: 'Berlin',
        },
      },
    });
    const [productId] = await productIds(sandbox, 'physical', 1);
    const cart = await client.invoke('addLineItem post /checkout/cart/line-item', {
      body: {
        items: [{ id: String(productId), referencedId: String(productId), type: 'product', quantity: 1 }],
      },
    });
    expect(cart.data.lineItems?.map((item) => item.referencedId)).toEqual([productId]);

    const order = await client.invoke('createOrder post /checkout/order', {
      body: { customerComment: 'Bitte klingeln' },
    });
    expect(order.data.stateMachineState.technicalName).toBe('open');
    expect(order.data.transactions?.[0]?.stateMachineState?.technicalName).toBe('open');

    const listed = await client.invoke('readOrder post /order', {
      body: { associations: { lineItems: {} }, checkPromotion: true },
    });
    expect(listed.data.orders.elements.map((element) => element.id)).toEqual([order.data.id]);
    expect(listed.data.orders.elements[0]?.lineItems?.[0]?.referencedId).toBe(productId);

    const cancelled = await client.invoke('cancelOrder post /order/state/cancel', {
      body: { orderId: order.data.id },
    });
    expect(cancelled.data.technicalName).toBe('cancelled');
    const again = await client
      .invoke('cancelOrder post /order/state/cancel', { body: { orderId: order.data.id } })
      .catch((error: unknown) => error);
    expect((again as ApiClientError<{ errors: { code: string }[] }>).details.errors[0]?.code).toBe(
      'SYSTEM__ILLEGAL_STATE_TRANSITION',
    );
  });
});
