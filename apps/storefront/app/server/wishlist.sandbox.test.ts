import type { RunningSandbox } from '@beautyshop/sandbox';
import { createStoreApiClient, type StoreApiClient } from '@beautyshop/store-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_INFO } from '../locale/locales';
import { registerAndLogIn } from '../testing/sandboxShopper';
import { startTestSandbox } from '../testing/testSandbox';
import type { RequestStoreApi } from './storeApi.server';
import { wishlistOf } from './wishlist.server';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('wishlist');
}, 120_000);
afterAll(() => sandbox?.close());

const accessKey = () => {
  const market = sandbox.info.markets.find((candidate) => candidate.id.toLowerCase() === 'de');
  if (!market) throw new Error('the sandbox lists no German market');
  return market.accessKey;
};

/** A registered customer's client, logged in, and the context token it holds. */
async function customerClient(): Promise<{ client: StoreApiClient; token: () => string }> {
  let token = '';
  const client = createStoreApiClient({
    endpoint: sandbox.url,
    accessKey: accessKey(),
    onContextTokenChange: (next) => {
      token = next;
    },
  });
  await registerAndLogIn(client, 'wishlist');
  return { client, token: () => token };
}

describe("a logged-in customer's wishlist (spec 6)", () => {
  it('whose session ends between the context read and the wishlist call is answered as the guest list it became', async () => {
    const { token } = await customerClient();
    const sessionToken = token();
    // The request's client: right after its context read (still the customer's), the session is logged out
    // elsewhere, as a logout in another tab does.
    let contextReads = 0;
    const client = createStoreApiClient({
      endpoint: sandbox.url,
      accessKey: accessKey(),
      contextToken: sessionToken,
      fetch: async (input, init) => {
        const answer = await fetch(input, init);
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/store-api/context')) contextReads += 1;
        if (url.endsWith('/store-api/context') && contextReads === 1) {
          await fetch(`${sandbox.url}/store-api/account/logout`, {
            method: 'POST',
            headers: { 'sw-access-key': accessKey(), 'sw-context-token': sessionToken },
          });
        }
        return answer;
      },
    });
    const storeApi: RequestStoreApi = {
      client,
      locale: LOCALE_INFO['de-de'],
      platform: 'web',
      setCookies: [],
    };
    const wishlist = await wishlistOf(storeApi, {
      hasSession: true,
      cookie: null,
      secure: false,
    });
    expect(wishlist.owner).toBe('customer');
    expect(await wishlist.productIds()).toEqual([]);
    expect(wishlist.owner).toBe('guest');
    await wishlist.add('p-1');
    expect(await wishlist.productIds()).toEqual(['p-1']);
    expect(storeApi.setCookies).toHaveLength(1);
  });
});
