import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYBACK_FORBIDDEN } from './operations/payback.js';
import { clientFor, recordingLogger } from './test/clientFor.js';
import { customerFixture } from './test/fixtures/customer.js';
import { id } from './test/fixtures/ids.js';
import { crossSellingListFixture } from './test/fixtures/lists.js';
import { productFixture } from './test/fixtures/product.js';
import { sendJson, startTestServer, type TestServer } from './test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const answer = (status: number, body: unknown = { errors: [{ status: String(status), detail: 'failed' }] }) =>
  server.handle((_request, response) => sendJson(response, status, body));

describe('per-call outcomes (spec 8)', () => {
  it('wishlist load: a 404 is ignored and the list stays empty', async () => {
    answer(404);
    expect(await clientFor(server).wishlist.readWishlist()).toEqual([]);
  });

  it('wishlist load: other failures are errors', async () => {
    answer(500);
    await expect(clientFor(server).wishlist.readWishlist()).rejects.toMatchObject({ status: 500 });
  });

  it('wishlist load reads the products of the answer', async () => {
    answer(200, {
      wishlist: { customerId: id('customer-anna') },
      products: { elements: [productFixture(1)], total: 1 },
    });
    const products = await clientFor(server).wishlist.readWishlist();
    expect(products.map((product) => product.productNumber)).toEqual(['BS-10001']);
  });

  it('customer load: a 403 means not logged in and is treated as no user', async () => {
    answer(403);
    expect(await clientFor(server).account.readCustomer()).toBeNull();
  });

  it('customer load: a logged-in customer is returned', async () => {
    answer(200, customerFixture());
    expect((await clientFor(server).account.readCustomer())?.email).toBe('anna.schmidt@example.com');
  });

  it('address list: a 403 yields an empty list', async () => {
    answer(403);
    expect(await clientFor(server).addresses.listAddresses()).toEqual([]);
  });

  it('loyalty number check: a 403 is returned as such', async () => {
    answer(403);
    expect(await clientFor(server).payback.checkPaybackNumber('3083 1234 56')).toBe(PAYBACK_FORBIDDEN);
  });

  it.each([400, 404, 500])('loyalty number check: a %i means false', async (status) => {
    answer(status);
    expect(await clientFor(server).payback.checkPaybackNumber('3083 1234 56')).toBe(false);
  });

  it('loyalty number check: accepted means true', async () => {
    answer(200, { success: true });
    expect(await clientFor(server).payback.checkPaybackNumber('3083 1234 56')).toBe(true);
    expect(server.requests[0]?.json).toEqual({ paybackNumber: '3083 1234 56' });
  });

  it('other loyalty calls fail silently with false or null', async () => {
    answer(500);
    const { payback } = clientFor(server);
    expect(await payback.calculatePayback({ [id('product-1')]: 2 })).toBeNull();
    expect(await payback.removePaybackNumber()).toBe(false);
    expect(await payback.addPaybackPromotionCode('PB-2026')).toBe(false);
    expect(await payback.removePaybackPromotionCode('PB-2026')).toBe(false);
    expect(await payback.sendPaybackScrid('scrid-1')).toBe(false);
    server.handle((_request, response) => {
      response.socket?.destroy();
    });
    expect(await payback.sendPaybackScrid('scrid-1')).toBe(false);
  });

  it('recommendation errors are logged and give null', async () => {
    answer(502);
    const logger = recordingLogger();
    const client = clientFor(server, { logger });
    const result = await client.personalisation.readCategoryRecommendations({
      provider: 'econda',
      variant: 'topseller',
      categoryId: 'c1',
    });
    expect(result).toBeNull();
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]?.message).toContain('category recommendations');
  });

  it('recommendations surface extensions.{provider}.oscEvent and default to 12 items', async () => {
    const oscEvent = { type: 'widget', widgetId: 7 };
    answer(200, { elements: [productFixture(1)], extensions: { econda: { oscEvent } } });
    const result = await clientFor(server).personalisation.readCartRecommendations({
      provider: 'econda',
      variant: 'cart-crossell',
      productIds: ['p1', 'p2'],
    });
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url).toBe('/store-api/econda/cart/p1,p2/cart-crossell/12');
    expect(result?.oscEvent).toEqual(oscEvent);
    expect(result?.elements).toHaveLength(1);
  });

  it('cross-selling errors are logged and give an empty list', async () => {
    answer(500);
    const logger = recordingLogger();
    expect(await clientFor(server, { logger }).catalogue.readCrossSellings('p1')).toEqual([]);
    expect(logger.entries).toHaveLength(1);
  });

  it('bundle-detail errors are logged and give null', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('not json');
    });
    const logger = recordingLogger();
    expect(await clientFor(server, { logger }).catalogue.readBundleDetails('p1')).toBeNull();
    expect(logger.entries[0]?.error).toMatchObject({ name: 'StoreApiSchemaError' });
  });

  it('cross-selling products that are not available are dropped', async () => {
    answer(200, crossSellingListFixture());
    const elements = await clientFor(server).catalogue.readCrossSellings('p1');
    const similar = elements.find((element) => element.crossSelling.name === 'Similar products');
    expect(similar?.products.map((product) => product.productNumber)).toEqual(['BS-10001']);
  });
});
