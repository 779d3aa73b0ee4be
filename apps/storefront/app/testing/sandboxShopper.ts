import type { RunningSandbox } from '@beautyshop/sandbox';
import {
  createContextTokenSession,
  createStoreApiClient,
  type StoreApiClient,
} from '@beautyshop/store-api-client';
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

/** Registers a customer (a German address, no double opt-in) on `client` and logs them in; answers the email. */
export async function registerAndLogIn(client: StoreApiClient, tag: string): Promise<string> {
  const countryId = (await client.context.readCountries()).find((country) => country.iso === 'DE')?.id ?? '';
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await client.account.register({
    email,
    password: 'a-long-password-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    acceptedDataProtection: true,
    storefrontUrl: 'http://127.0.0.1',
    billingAddress: { street: 'Hauptstraße 1', zipcode: '10115', city: 'Berlin', countryId },
  } as Parameters<StoreApiClient['account']['register']>[0]);
  await client.account.login({ username: email, password: 'a-long-password-1' });
  return email;
}
