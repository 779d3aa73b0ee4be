import { ApiClientError, createAPIClient } from '@shopware/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.dispose();
});

describe("Shopware's own client (@shopware/api-client) against the sandbox", () => {
  it('registers, logs out, fails a wrong password, logs in and keeps a wishlist', async () => {
    const market = sandbox.info.markets[0];
    if (!market) throw new Error('no market');
    const client = createAPIClient({ baseURL: sandbox.storeApiUrl, accessToken: market.accessKey });
    const tokens: string[] = [];
    client.hook('onContextChanged', (token) => {
      tokens.push(token);
    });

    const context = await client.invoke('readContext get /context');
    expect(context.data.customer ?? null).toBeNull();
    const countries = await client.invoke('readCountry post /country', {
      body: { filter: [{ type: 'equals', field: 'iso', value: 'DE' }] },
    });
    const countryId = countries.data.elements?.[0]?.id ?? '';

    const registered = await client.invoke('register post /account/register', {
      body: {
        email: 'client@example.com',
        password: 'Client-Passwort-1',
        firstName: 'Cleo',
        lastName: 'Client',
        acceptedDataProtection: true,
        storefrontUrl: 'http://localhost:3000',
        billingAddress: {
          // The schema types the address as a whole CustomerAddress; the ids are ignored as by Shopware.
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
    expect(registered.data).toMatchObject({ email: 'client@example.com', guest: false });
    const afterRegistration = client.defaultHeaders['sw-context-token'];
    expect(tokens.at(-1)).toBe(afterRegistration);
    expect((await client.invoke('readCustomer post /account/customer', { body: {} })).data.email).toBe(
      'client@example.com',
    );

    await client.invoke('logoutCustomer post /account/logout');
    expect(client.defaultHeaders['sw-context-token']).not.toBe(afterRegistration);
    await expect(client.invoke('readCustomer post /account/customer', { body: {} })).rejects.toBeInstanceOf(
      ApiClientError,
    );

    const wrong = await client
      .invoke('loginCustomer post /account/login', {
        body: { username: 'client@example.com', password: 'falsch-falsch' },
      })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(ApiClientError);
    expect((wrong as ApiClientError<{ errors: { code: string }[] }>).details.errors[0]?.code).toBe(
      'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
    );

    const beforeLogin = client.defaultHeaders['sw-context-token'];
    await client.invoke('loginCustomer post /account/login', {
      body: { username: 'client@example.com', password: 'Client-Passwort-1' },
    });
    // The client takes the new token from the answer's sw-context-token header.
    expect(client.defaultHeaders['sw-context-token']).not.toBe(beforeLogin);
    const customer = await client.invoke('readCustomer post /account/customer', { body: {} });
    expect(customer.data.activeBillingAddress?.street).toBe('Clientweg 1');

    const products = await client.invoke('readProduct post /product', { body: { limit: 1 } });
    const productId = products.data.elements[0]?.id ?? '';
    await client.invoke('addProductOnWishlist post /customer/wishlist/add/{productId}', {
      pathParams: { productId },
    });
    const wishlist = await client.invoke('readCustomerWishlist post /customer/wishlist', { body: {} });
    expect(wishlist.data.products.elements.map((product) => product.id)).toEqual([productId]);
  });
});
