import type { RunningSandbox } from '@beautyshop/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFor } from '../i18n/messages.server';
import { createTranslate } from '../i18n/translate';
import { localePath } from '../locale/fromPath';
import { readShopRequest } from '../request/shopRequest';
import { type AccountRequest, customerOf } from '../session/accountSession.server';
import { registerAndLogIn, sandboxShopperApi } from '../testing/sandboxShopper';
import { startTestSandbox } from '../testing/testSandbox';
import { loadOrderDetail, loadOrderList } from './orderPages.server';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox('order-pages');
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

/** A registered customer's session, logged in; its context token sits in `tokens`, as in the shopper's cookie. */
async function loggedInCustomer(): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  const { client } = sandboxShopperApi(sandbox, tokens);
  await registerAndLogIn(client, 'account-race');
  return tokens;
}

/** One request of the de-de shop for `path`, with the session in `tokens`. */
function accountRequest(path: string, tokens: Map<string, string>): AccountRequest {
  const request = new Request(`http://127.0.0.1:3000${path}`);
  return {
    request,
    shop: readShopRequest(new URL(request.url), null),
    storeApi: sandboxShopperApi(sandbox, tokens),
    t: createTranslate(catalogueFor('de')),
    path: (target) => localePath(target, 'de-de'),
    secure: false,
  };
}

/** The page's loader, after the customer was read, when the session ends in another tab: what it answers. */
async function answerAfterLogoutElsewhere(path: string, load: (account: AccountRequest) => Promise<unknown>) {
  const tokens = await loggedInCustomer();
  const account = accountRequest(path, tokens);
  expect(await customerOf(account)).not.toBeNull();
  await sandboxShopperApi(sandbox, new Map(tokens)).client.account.logout();
  return load(account).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
}

describe('an account page whose session ends while it loads (a logout racing a prefetch)', () => {
  it('the order list answers with the login page and the way back, not a 500', async () => {
    const answer = await answerAfterLogoutElsewhere('/de-de/account/order', (account) =>
      loadOrderList(account, 1),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe(
      '/de-de/login?redirectTo=%2Fde-de%2Faccount%2Forder',
    );
    expect((answer as Response).headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("an order's page answers with the login page and the way back, not a 404 or a 500", async () => {
    const id = '0123456789abcdef0123456789abcdef';
    const answer = await answerAfterLogoutElsewhere(`/de-de/account/order/${id}`, (account) =>
      loadOrderDetail(account, id),
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('Location')).toBe(
      `/de-de/login?redirectTo=%2Fde-de%2Faccount%2Forder%2F${id}`,
    );
    expect((answer as Response).headers.get('Cache-Control')).toBe('private, no-store');
  });
});
