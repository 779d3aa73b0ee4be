import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientFor } from '../test/clientFor.js';
import { cartFixture } from '../test/fixtures/cart.js';
import { sendJson, startTestServer, type TestServer } from '../test/testServer.js';
import {
  type ContextTokenStore,
  createContextTokenSession,
  shouldWriteBackContextToken,
} from './contextTokenSession.js';

type Market = 'DE' | 'CH';

function mapStore(initial: Partial<Record<Market, string>> = {}) {
  const tokens = new Map(Object.entries(initial) as [Market, string][]);
  const writes: [Market, string][] = [];
  const store: ContextTokenStore<Market> = {
    read: (market) => tokens.get(market),
    write: (market, token) => {
      writes.push([market, token]);
      tokens.set(market, token);
    },
  };
  return { store, writes };
}

describe('the write-back rule (architecture: the context token in each response is written back)', () => {
  it.each([
    [false, false, false],
    [false, true, true],
    [true, false, true],
    [true, true, true],
  ])('had a token: %s, mutation: %s: written back: %s', (hadToken, mutation, written) => {
    expect(shouldWriteBackContextToken({ hadToken, mutation })).toBe(written);
  });
});

describe('a context token session against a Store API on loopback', () => {
  let server: TestServer;
  let issued = 0;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    issued = 0;
    server.handle((request, response) => {
      const sent = request.headers['sw-context-token'];
      // Like Shopware: a call without a token gets a fresh one; a known token is echoed back.
      const token = typeof sent === 'string' ? sent : `issued-${++issued}`;
      sendJson(response, 200, cartFixture(), { 'sw-context-token': token });
    });
  });

  it('does not keep the token an anonymous read was handed (pages stay cacheable)', async () => {
    const { store, writes } = mapStore();
    const session = createContextTokenSession({
      client: clientFor(server),
      market: 'DE',
      store,
      mutation: false,
    });
    await session.client.cart.readCart();
    expect(writes).toEqual([]);
    // Within the request the session still uses the token it was handed, so a second call sees the same cart.
    expect(session.contextToken).toBe('issued-1');
  });

  it('keeps the token a mutation was handed, under the market it belongs to', async () => {
    const { store, writes } = mapStore({ DE: 'german-token' });
    const session = createContextTokenSession({
      client: clientFor(server),
      market: 'CH',
      store,
      mutation: true,
    });
    await session.client.cart.addLineItems([{ referencedId: 'a'.repeat(32) }]);
    expect(writes).toEqual([['CH', 'issued-1']]);
  });

  it('sends the stored token of its market and writes nothing while the token stays the same', async () => {
    const { store, writes } = mapStore({ DE: 'german-token', CH: 'swiss-token' });
    const session = createContextTokenSession({
      client: clientFor(server),
      market: 'CH',
      store,
      mutation: true,
    });
    await session.client.cart.readCart();
    expect(server.requests[0]?.headers['sw-context-token']).toBe('swiss-token');
    expect(writes).toEqual([]);
  });

  it('writes back a token that replaced the stored one, even on a read (a login, an expired session)', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, cartFixture(), { 'sw-context-token': 'replaced-token' }),
    );
    const { store, writes } = mapStore({ DE: 'old-token' });
    const session = createContextTokenSession({
      client: clientFor(server),
      market: 'DE',
      store,
      mutation: false,
    });
    await session.client.cart.readCart();
    expect(writes).toEqual([['DE', 'replaced-token']]);
    expect(session.contextToken).toBe('replaced-token');
  });

  it('sends the language id it was given', async () => {
    const { store } = mapStore();
    const session = createContextTokenSession({
      client: clientFor(server),
      market: 'DE',
      store,
      mutation: false,
      languageId: 'b'.repeat(32),
    });
    await session.client.cart.readCart();
    expect(server.requests[0]?.headers['sw-language-id']).toBe('b'.repeat(32));
  });
});
