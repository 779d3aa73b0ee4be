import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreApiValidationError } from './errors/StoreApiValidationError.js';
import { clientFor } from './test/clientFor.js';
import { cartFixture } from './test/fixtures/cart.js';
import { listingFixture } from './test/fixtures/listing.js';
import { sendJson, startTestServer, type TestServer } from './test/testServer.js';
import { joinFilterValues, parseQuantity } from './validation.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Client = ReturnType<typeof clientFor>;

describe('validation before any request (spec 5)', () => {
  it.each<[string, (client: Client) => Promise<unknown>, string]>([
    [
      'shipping method',
      (client) => client.context.setShippingMethod(''),
      'You need to provide shipping method id',
    ],
    [
      'payment method',
      (client) => client.context.setPaymentMethod(''),
      'You need to provide payment method id',
    ],
    ['currency', (client) => client.context.setCurrency(''), 'You need to provide currency id'],
    ['shipping address', (client) => client.context.setShippingAddress(''), 'You need to provide address id'],
    ['billing address', (client) => client.context.setBillingAddress(''), 'You need to provide address id'],
    [
      'default billing address',
      (client) => client.addresses.setDefaultBillingAddress(''),
      'You need to provide address id',
    ],
    [
      'order payment method',
      (client) => client.orders.changeOrderPaymentMethod({ orderId: 'o1', paymentMethodId: '' }),
      'You need to provide payment method id',
    ],
    [
      'handle-payment',
      (client) => client.orders.handlePayment({ orderId: '' }),
      'Handling a payment requires an orderId',
    ],
    ['listing', (client) => client.catalogue.readProductListing(''), 'A listing search needs a category id'],
  ])(
    'setting a %s without an id is refused with the exact text and sends nothing',
    async (_name, call, text) => {
      server.handle((_request, response) => sendJson(response, 200, {}));
      const pending = call(clientFor(server));
      await expect(pending).rejects.toBeInstanceOf(StoreApiValidationError);
      await expect(pending).rejects.toMatchObject({ status: 400, messages: [text], message: text });
      expect(server.requests).toHaveLength(0);
    },
  );

  it('sends a shipping method id in a context patch when one is given', async () => {
    server.handle((_request, response) => sendJson(response, 200, {}, { 'sw-context-token': 'patched' }));
    await clientFor(server).context.setShippingMethod('shipping-1');
    expect(server.requests[0]?.method).toBe('PATCH');
    expect(server.requests[0]?.json).toEqual({ shippingMethodId: 'shipping-1' });
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['3', 3],
    [2.7, 2],
    ['4 pieces', 4],
  ])(
    'cart quantity %j is sent as %i (defaults to 1, parsed as a whole number)',
    async (quantity, expected) => {
      server.handle((_request, response) => sendJson(response, 200, cartFixture()));
      await clientFor(server).cart.addLineItems([{ referencedId: 'product-1', quantity }]);
      expect(server.requests[0]?.json).toEqual({
        items: [{ id: 'product-1', referencedId: 'product-1', type: 'product', quantity: expected }],
      });
    },
  );

  it.each([0, -1, 'many'])('a quantity of %j is refused', (quantity) => {
    expect(() => parseQuantity(quantity)).toThrow(StoreApiValidationError);
  });

  it("listing filters with several values are joined with '|' and empty values are dropped", async () => {
    server.handle((_request, response) => sendJson(response, 200, listingFixture(2)));
    await clientFor(server).catalogue.readProductListing('category-1', {
      page: 2,
      limit: 24,
      order: 'price-asc',
      filters: {
        manufacturer: ['brand-a', '', 'brand-b'],
        properties: ['size-30', '  ', 'size-50'],
        rating: 4,
        'shipping-free': true,
        search: '',
        'min-price': undefined,
        'max-price': [],
      },
    });
    expect(server.requests[0]?.url).toBe('/store-api/product-listing/category-1');
    expect(server.requests[0]?.json).toEqual({
      page: 2,
      limit: 24,
      order: 'price-asc',
      manufacturer: 'brand-a|brand-b',
      properties: 'size-30|size-50',
      rating: 4,
      'shipping-free': true,
    });
  });

  it('joinFilterValues drops a filter whose values are all empty', () => {
    expect(joinFilterValues(['', null, undefined])).toBeUndefined();
    expect(joinFilterValues('a')).toBe('a');
  });
});
