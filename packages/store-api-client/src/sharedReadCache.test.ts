import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoreApiAbortError } from './errors/StoreApiAbortError.js';
import { isStoreApiAbortError, isStoreApiHttpError } from './errors/typeGuards.js';
import { crossSellingListSchema } from './schemas/crossSelling.js';
import { clientFor } from './test/clientFor.js';
import { cartFixture } from './test/fixtures/cart.js';
import { contextFixture } from './test/fixtures/context.js';
import { listingFixture } from './test/fixtures/listing.js';
import { crossSellingListFixture } from './test/fixtures/lists.js';
import { productFixture } from './test/fixtures/product.js';
import { type RecordedRequest, sendJson, startTestServer, type TestServer } from './test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const TTL = 60_000;

function cachingClient(config: Parameters<typeof clientFor>[1] = {}) {
  return clientFor(server, { sharedReadCache: { ttl: TTL }, ...config });
}

/** Answers every request with a fresh listing (a new object per request) and counts them. */
function answerListings(headers: Record<string, string> = {}) {
  server.handle((_request, response) => sendJson(response, 200, listingFixture(2), headers));
}

/** Holds every answer until `release` is called, so that reads can be made to overlap. */
function holdAnswers(answer: (request: RecordedRequest) => unknown) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.handle(async (request, response) => {
    await released;
    sendJson(response, 200, answer(request));
  });
  return { release: () => release() };
}

async function untilRequests(count: number): Promise<void> {
  await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(count), { timeout: 2_000 });
}

function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('the shared read cache of anonymous catalogue reads', () => {
  it('is off unless configured: every read asks the Store API', async () => {
    answerListings();
    const client = clientFor(server);
    await client.catalogue.readProductListing('cat-1');
    await client.withSession({}).catalogue.readProductListing('cat-1');
    expect(server.requests).toHaveLength(2);
  });

  it('answers sessions that started without a context token with the same object and no second request', async () => {
    answerListings();
    const client = cachingClient();
    const first = await client.catalogue.readProductListing('cat-1');
    const again = await client.catalogue.readProductListing('cat-1');
    const otherShopper = await client
      .withSession({ languageId: undefined })
      .catalogue.readProductListing('cat-1');
    const emptyCookie = await client.withSession({ contextToken: '' }).catalogue.readProductListing('cat-1');
    expect(again).toBe(first);
    expect(otherShopper).toBe(first);
    expect(emptyCookie).toBe(first);
    expect(server.requests).toHaveLength(1);
  });

  it('is one cache per client: another createStoreApiClient call has its own', async () => {
    answerListings();
    await cachingClient().catalogue.readProductListing('cat-1');
    await cachingClient().catalogue.readProductListing('cat-1');
    expect(server.requests).toHaveLength(2);
  });

  it('asks the Store API again once the ttl has passed since the answer arrived', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    answerListings();
    const client = cachingClient();
    const first = await client.catalogue.readProductListing('cat-1');
    vi.advanceTimersByTime(TTL - 1);
    expect(await client.catalogue.readProductListing('cat-1')).toBe(first);
    expect(server.requests).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const refreshed = await client.catalogue.readProductListing('cat-1');
    expect(refreshed).not.toBe(first);
    expect(server.requests).toHaveLength(2);
    expect(await client.catalogue.readProductListing('cat-1')).toBe(refreshed);
    expect(server.requests).toHaveLength(2);
  });

  it('keeps serving an anonymous session after Shopware gave it a guest context token', async () => {
    server.handle((request, response) =>
      sendJson(response, 200, request.url.endsWith('/context') ? contextFixture() : listingFixture(2), {
        'sw-context-token': 'guest-token',
      }),
    );
    const client = cachingClient();
    const shopper = client.withSession({});
    await shopper.context.readContext();
    expect(shopper.contextToken).toBe('guest-token');
    const listing = await shopper.catalogue.readProductListing('cat-1');
    expect(await client.withSession({}).catalogue.readProductListing('cat-1')).toBe(listing);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/store-api/context',
      '/store-api/product-listing/cat-1',
    ]);
  });

  it('loads a shared answer without any context token and hands the answer token to no session', async () => {
    answerListings({ 'sw-context-token': 'issued-for-the-shared-read' });
    const changes: string[] = [];
    const shopper = cachingClient().withSession({ onContextTokenChange: (token) => changes.push(token) });
    await shopper.catalogue.readProductListing('cat-1');
    expect(server.requests[0]?.headers['sw-context-token']).toBeUndefined();
    expect(shopper.contextToken).toBeUndefined();
    expect(changes).toEqual([]);
  });

  it('never serves a session that started with a context token, nor keeps its answers for others', async () => {
    answerListings();
    const client = cachingClient();
    const anna = client.withSession({ contextToken: 'anna' });
    const first = await anna.catalogue.readProductListing('cat-1');
    const second = await anna.catalogue.readProductListing('cat-1');
    await cachingClient({ contextToken: 'ben' }).catalogue.readProductListing('cat-1');
    await client.catalogue.readProductListing('cat-1');
    expect(second).not.toBe(first);
    expect(server.requests.map((request) => request.headers['sw-context-token'])).toEqual([
      'anna',
      'anna',
      'ben',
      undefined,
    ]);
  });

  it('never serves a call with its own contextToken or headers option', async () => {
    answerListings();
    const client = cachingClient();
    await client.catalogue.readProductListing('cat-1');
    await client.catalogue.readProductListing('cat-1', undefined, { contextToken: 'per-call' });
    await client.catalogue.readProductListing('cat-1', undefined, { headers: { 'x-preview': '1' } });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]?.headers['sw-context-token']).toBe('per-call');
    expect(server.requests[2]?.headers['x-preview']).toBe('1');
  });

  it('never serves reads that depend on the shopper (context, cart) nor writes', async () => {
    server.handle((request, response) => {
      if (request.url.endsWith('/context')) sendJson(response, 200, contextFixture());
      else if (request.url.endsWith('/review')) sendJson(response, 200, { success: true });
      else sendJson(response, 200, cartFixture());
    });
    const client = cachingClient();
    const review = { title: 'Lovely', content: 'Soft and light on the skin.', points: 5 };
    for (const shopper of [client, client.withSession({})]) {
      await shopper.context.readContext();
      await shopper.cart.readCart();
      await shopper.catalogue.addProductReview('p-1', review);
    }
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /store-api/context',
      'GET /store-api/checkout/cart',
      'POST /store-api/product/p-1/review',
      'GET /store-api/context',
      'GET /store-api/checkout/cart',
      'POST /store-api/product/p-1/review',
    ]);
  });

  it("stops serving a session once it has written anything (its guest context may no longer be everybody's)", async () => {
    server.handle((request, response) =>
      sendJson(response, 200, request.url.includes('line-item') ? cartFixture() : listingFixture(2)),
    );
    const client = cachingClient();
    const shopper = client.withSession({});
    const shared = await shopper.catalogue.readProductListing('cat-1');
    await shopper.cart.addLineItems([{ referencedId: 'p-1', quantity: 1 }]);
    expect(await shopper.catalogue.readProductListing('cat-1')).not.toBe(shared);
    expect(await client.withSession({}).catalogue.readProductListing('cat-1')).toBe(shared);
    expect(server.requests.map((request) => request.url)).toEqual([
      '/store-api/product-listing/cat-1',
      '/store-api/checkout/cart/line-item',
      '/store-api/product-listing/cat-1',
    ]);
  });

  it('stops serving a session whose context token is set explicitly', async () => {
    answerListings();
    const shopper = cachingClient();
    const shared = await shopper.catalogue.readProductListing('cat-1');
    shopper.contextToken = 'from-the-cookie';
    expect(await shopper.catalogue.readProductListing('cat-1')).not.toBe(shared);
    expect(server.requests[1]?.headers['sw-context-token']).toBe('from-the-cookie');
  });

  it("keys answers by the effective language: the session's or the call's languageId", async () => {
    answerListings();
    const client = cachingClient();
    const german = await client
      .withSession({ languageId: 'language-de' })
      .catalogue.readProductListing('cat-1');
    const english = await client
      .withSession({ languageId: 'language-en' })
      .catalogue.readProductListing('cat-1');
    const englishPerCall = await client.catalogue.readProductListing('cat-1', undefined, {
      languageId: 'language-en',
    });
    const germanAgain = await client
      .withSession({ languageId: 'language-en' })
      .catalogue.readProductListing('cat-1', undefined, { languageId: 'language-de' });
    expect(english).not.toBe(german);
    expect(englishPerCall).toBe(english);
    expect(germanAgain).toBe(german);
    expect(server.requests.map((request) => request.headers['sw-language-id'])).toEqual([
      'language-de',
      'language-en',
    ]);
  });

  it('keys answers by the request: path, query and JSON body', async () => {
    answerListings();
    const client = cachingClient();
    const pageOne = await client.catalogue.readProductListing('cat-1', { page: 1 });
    const pageTwo = await client.catalogue.readProductListing('cat-1', { page: 2 });
    const otherCategory = await client.catalogue.readProductListing('cat-2', { page: 1 });
    const search = await client.catalogue.searchProducts('serum', { page: 1 });
    const otherSearch = await client.catalogue.searchProducts('cream', { page: 1 });
    expect(new Set([pageOne, pageTwo, otherCategory, search, otherSearch]).size).toBe(5);
    expect(await client.catalogue.readProductListing('cat-1', { page: 1 })).toBe(pageOne);
    expect(await client.catalogue.searchProducts('serum', { page: 1 })).toBe(search);
    expect(server.requests).toHaveLength(5);
  });

  it('sends concurrent identical reads as one request (single flight)', async () => {
    const held = holdAnswers(() => listingFixture(2));
    const client = cachingClient();
    const reads = Array.from({ length: 5 }, () =>
      client.withSession({}).catalogue.readProductListing('cat-1'),
    );
    await untilRequests(1);
    held.release();
    const answers = await Promise.all(reads);
    expect(new Set(answers).size).toBe(1);
    expect(server.requests).toHaveLength(1);
  });

  it('an aborting caller rejects with StoreApiAbortError while the others still get the shared answer', async () => {
    const held = holdAnswers(() => listingFixture(2));
    const client = cachingClient();
    const leaving = new AbortController();
    const staying = new AbortController();
    // The leaving shopper's read is the one that starts the shared request.
    const left = client.catalogue.readProductListing('cat-1', undefined, { signal: leaving.signal });
    const stayed = client
      .withSession({})
      .catalogue.readProductListing('cat-1', undefined, { signal: staying.signal });
    await untilRequests(1);
    leaving.abort();
    const error = await left.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreApiAbortError);
    expect(isStoreApiAbortError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, messages: ['Request aborted'] });
    held.release();
    const answer = await stayed;
    expect(answer.elements).toHaveLength(2);
    expect(await client.catalogue.readProductListing('cat-1')).toBe(answer);
    expect(server.requests).toHaveLength(1);
  });

  it('rejects a call whose signal has already aborted with StoreApiAbortError, even when the answer is held', async () => {
    answerListings();
    const client = cachingClient();
    await client.catalogue.readProductListing('cat-1');
    const error = await client.catalogue
      .readProductListing('cat-1', undefined, { signal: AbortSignal.abort() })
      .catch((caught: unknown) => caught);
    expect(isStoreApiAbortError(error)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('keeps no failure: every waiter of a failed read gets the error and the next read asks again', async () => {
    let failing = true;
    server.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failing) sendJson(response, 500, { errors: [{ status: '500', detail: 'Database unavailable' }] });
      else sendJson(response, 200, listingFixture(2));
    });
    const client = cachingClient();
    const failures = await Promise.all(
      [client, client.withSession({})].map((shopper) =>
        shopper.catalogue.readProductListing('cat-1').catch((error: unknown) => error),
      ),
    );
    for (const failure of failures) {
      expect(isStoreApiHttpError(failure)).toBe(true);
      expect(failure).toMatchObject({ status: 500, messages: ['Database unavailable'] });
    }
    expect(server.requests).toHaveLength(1);
    failing = false;
    const answer = await client.catalogue.readProductListing('cat-1');
    expect(answer.elements).toHaveLength(2);
    expect(await client.catalogue.readProductListing('cat-1')).toBe(answer);
    expect(server.requests).toHaveLength(2);
  });

  it('holds at most maxEntries answers, dropping the least recently read first', async () => {
    server.handle((_request, response) => sendJson(response, 200, { product: productFixture(1) }));
    const client = cachingClient({ sharedReadCache: { ttl: TTL, maxEntries: 2 } });
    const read = (id: string) => client.catalogue.readProduct(id);
    await read('a');
    await read('b');
    await read('a'); // a is now the most recently read
    await read('c'); // drops b
    await read('a');
    await read('c');
    await read('b'); // asked again, drops a
    await read('a'); // asked again
    expect(server.requests.map((request) => request.url.split('/').pop())).toEqual(['a', 'b', 'c', 'b', 'a']);
  });

  it("shares answers read-only: the package's own rules never change a deeply frozen shared answer", async () => {
    server.handle((request, response) =>
      sendJson(
        response,
        200,
        request.url.includes('cross-selling') ? crossSellingListFixture() : listingFixture(2),
      ),
    );
    const client = cachingClient();
    // The same request and schema as readCrossSellings('p-1'), so this is the answer it will be given.
    const shared = deepFreeze(
      await client.transport.json(
        { method: 'post', path: 'product/p-1/cross-selling', body: {}, cacheable: true },
        crossSellingListSchema,
      ),
    );
    const crossSellings = await client.withSession({}).catalogue.readCrossSellings('p-1');
    expect(crossSellings[0]?.products.map((product) => product.available)).toEqual([true]);
    expect(shared[0]?.products).toHaveLength(2);
    expect(crossSellings[1]).toBe(shared[1]);

    const listing = deepFreeze(await client.catalogue.readProductListing('cat-1'));
    expect(await client.withSession({}).catalogue.readProductListing('cat-1')).toBe(listing);
    expect(server.requests).toHaveLength(2);
  });
});
