import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY, clientFor } from './test/clientFor.js';
import { cartFixture } from './test/fixtures/cart.js';
import { sendJson, startTestServer, type TestServer } from './test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('headers and the context token (spec 7.1)', () => {
  it('every request sends sw-access-key, sw-context-token, sw-language-id and sw-include-seo-urls: true', async () => {
    server.handle((_request, response) => sendJson(response, 200, cartFixture()));
    const client = clientFor(server, { contextToken: 'token-from-cookie', languageId: 'language-en' });
    await client.cart.readCart();
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/store-api/checkout/cart');
    expect(request?.headers['sw-access-key']).toBe(ACCESS_KEY);
    expect(request?.headers['sw-context-token']).toBe('token-from-cookie');
    expect(request?.headers['sw-language-id']).toBe('language-en');
    expect(request?.headers['sw-include-seo-urls']).toBe('true');
  });

  it('sends no context token or language id before one is known', async () => {
    server.handle((_request, response) => sendJson(response, 200, cartFixture()));
    await clientFor(server).cart.readCart();
    expect(server.requests[0]?.headers['sw-context-token']).toBeUndefined();
    expect(server.requests[0]?.headers['sw-language-id']).toBeUndefined();
  });

  it('stores the sw-context-token of every response, sends it next, and reports each change through the hook', async () => {
    let issued = 0;
    server.handle((_request, response) => {
      issued += 1;
      sendJson(response, 200, cartFixture(), { 'sw-context-token': `rotated-${issued}` });
    });
    const changes: [string, string | undefined][] = [];
    const client = clientFor(server, {
      contextToken: 'initial',
      onContextTokenChange: (token, previous) => changes.push([token, previous]),
    });
    await client.cart.readCart();
    await client.cart.readCart();
    await client.cart.readCart();
    expect(server.requests.map((request) => request.headers['sw-context-token'])).toEqual([
      'initial',
      'rotated-1',
      'rotated-2',
    ]);
    expect(client.contextToken).toBe('rotated-3');
    expect(changes).toEqual([
      ['rotated-1', 'initial'],
      ['rotated-2', 'rotated-1'],
      ['rotated-3', 'rotated-2'],
    ]);
  });

  it('does not report a token that did not change', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, cartFixture(), { 'sw-context-token': 'same' }),
    );
    const changes: string[] = [];
    const client = clientFor(server, {
      contextToken: 'same',
      onContextTokenChange: (token) => changes.push(token),
    });
    await client.cart.readCart();
    expect(changes).toEqual([]);
  });

  it('also stores the token of an error answer', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { errors: [] }, { 'sw-context-token': 'after-error' }),
    );
    const client = clientFor(server);
    await expect(client.cart.readCart()).rejects.toMatchObject({ status: 400 });
    expect(client.contextToken).toBe('after-error');
  });

  it('takes the first token when Shopware repeats the header', async () => {
    server.handle((_request, response) => {
      response.setHeader('sw-context-token', ['login-token', 'login-token']);
      sendJson(response, 200, { contextToken: 'login-token' });
    });
    const client = clientFor(server);
    await client.account.login({ username: 'anna@example.com', password: 'secret' });
    expect(client.contextToken).toBe('login-token');
  });

  it('per-call overrides and settable token and language id serve a server that handles many shoppers', async () => {
    server.handle((_request, response) => sendJson(response, 200, cartFixture()));
    const client = clientFor(server, { contextToken: 'default' });
    await client.cart.readCart({ contextToken: 'per-call', languageId: 'language-fr' });
    client.contextToken = 'set-later';
    client.languageId = 'language-de';
    await client.cart.readCart();
    expect(
      server.requests.map((request) => [
        request.headers['sw-context-token'],
        request.headers['sw-language-id'],
      ]),
    ).toEqual([
      ['per-call', 'language-fr'],
      ['set-later', 'language-de'],
    ]);
  });

  it('withSession gives each shopper an isolated token over the shared configuration', async () => {
    server.handle((request, response) =>
      sendJson(response, 200, cartFixture(), {
        'sw-context-token': `${request.headers['sw-context-token']}-next`,
      }),
    );
    const base = clientFor(server, { headers: { 'x-market': 'DE' } });
    const anna = base.withSession({ contextToken: 'anna' });
    const ben = base.withSession({ contextToken: 'ben', languageId: 'language-en' });
    await Promise.all([anna.cart.readCart(), ben.cart.readCart()]);
    expect(anna.contextToken).toBe('anna-next');
    expect(ben.contextToken).toBe('ben-next');
    expect(base.contextToken).toBeUndefined();
    expect(server.requests.every((request) => request.headers['x-market'] === 'DE')).toBe(true);
  });

  it('extra headers cannot replace the sw-* headers', async () => {
    server.handle((_request, response) => sendJson(response, 200, cartFixture()));
    await clientFor(server, { headers: { 'sw-access-key': 'forged' } }).cart.readCart();
    expect(server.requests[0]?.headers['sw-access-key']).toBe(ACCESS_KEY);
  });

  it('uses an injected fetch', async () => {
    server.handle((_request, response) => sendJson(response, 200, cartFixture()));
    const seen: string[] = [];
    const client = clientFor(server, {
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    await client.cart.readCart();
    expect(seen).toEqual([`${server.url}/store-api/checkout/cart`]);
  });
});
