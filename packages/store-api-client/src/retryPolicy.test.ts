import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryAfterMs } from './retryPolicy.js';
import { clientFor } from './test/clientFor.js';
import { cartFixture } from './test/fixtures/cart.js';
import { sendErrors, sendJson, startTestServer, type TestServer } from './test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Fails the first request with `status`, then answers with a cart. */
function failOnceWith(status: number, headers: Record<string, string> = {}) {
  server.handle((_request, response) => {
    if (server.requests.length === 1)
      sendErrors(response, status, [{ status: String(status), detail: 'busy' }], headers);
    else sendJson(response, 200, cartFixture());
  });
}

describe('retries (spec 7.5)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    failOnceWith(status);
    const cart = await clientFor(server).cart.readCart();
    expect(cart.apiAlias).toBe('cart');
    expect(server.requests).toHaveLength(2);
  });

  it('retries at most once', async () => {
    server.handle((_request, response) => sendErrors(response, 503, [{ detail: 'down' }]));
    await expect(clientFor(server).cart.readCart()).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 501])('does not retry a GET on %i', async (status) => {
    failOnceWith(status);
    await expect(clientFor(server).cart.readCart()).rejects.toMatchObject({ status });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['POST', (client: ReturnType<typeof clientFor>) => client.cart.addLineItems([{ referencedId: 'p1' }])],
    [
      'PATCH',
      (client: ReturnType<typeof clientFor>) => client.cart.updateLineItems([{ id: 'p1', quantity: 2 }]),
    ],
    ['DELETE', (client: ReturnType<typeof clientFor>) => client.cart.removeLineItems(['p1'])],
    ['POST read', (client: ReturnType<typeof clientFor>) => client.catalogue.readProductListing('c1')],
  ])('never retries %s by default', async (_method, call) => {
    failOnceWith(503);
    await expect(call(clientFor(server))).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a POST once when the caller opts in for that call', async () => {
    failOnceWith(503);
    const cart = await clientFor(server).cart.addLineItems([{ referencedId: 'p1' }], { retry: true });
    expect(cart.apiAlias).toBe('cart');
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it('does not retry a GET when the caller opts out', async () => {
    failOnceWith(503);
    await expect(clientFor(server).cart.readCart({ retry: false })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After on 429 within the time-out', async () => {
    failOnceWith(429, { 'Retry-After': '1' });
    const started = performance.now();
    await clientFor(server, { timeout: 3_000 }).cart.readCart();
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('does not wait for a Retry-After longer than the time-out and reports the 429', async () => {
    failOnceWith(429, { 'Retry-After': '30' });
    const started = performance.now();
    await expect(clientFor(server, { timeout: 1_000 }).cart.readCart()).rejects.toMatchObject({
      status: 429,
    });
    expect(performance.now() - started).toBeLessThan(900);
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a time-out or a dropped connection', async () => {
    server.handle((request) => {
      void request;
    });
    await expect(clientFor(server, { timeout: 150 }).cart.readCart()).rejects.toMatchObject({ status: 408 });
    expect(server.requests).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 22 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
