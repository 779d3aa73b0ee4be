import type { RunningSandbox } from '@beautyshop/sandbox';
import { createContextTokenSession, createStoreApiClient } from '@beautyshop/store-api-client';
import { LOCALE_INFO } from '../locale/locales';
import type { RequestStoreApi } from '../server/storeApi.server';

/**
 * The German market's Store API session on a running sandbox, as one request of the shop makes it: its context
 * token is read from and written to `tokens` (a test's stand-in for the shopper's cookie).
 */
export function sandboxSession(sandbox: RunningSandbox, tokens: Map<string, string>) {
  const market = sandbox.info.markets.find((candidate) => candidate.id === 'DE');
  if (!market) throw new Error('the sandbox lists no German market');
  return createContextTokenSession({
    client: createStoreApiClient({ endpoint: sandbox.url, accessKey: market.accessKey }),
    market: 'DE',
    mutation: true,
    store: { read: (key) => tokens.get(key), write: (key, token) => tokens.set(key, token) },
  });
}

/** One request's Store API for the de-de shop on a running sandbox, the session's token kept in `tokens`. */
export function sandboxShopperApi(sandbox: RunningSandbox, tokens: Map<string, string>): RequestStoreApi {
  const { client } = sandboxSession(sandbox, tokens);
  return { client, locale: LOCALE_INFO['de-de'], platform: 'web', setCookies: [] };
}
