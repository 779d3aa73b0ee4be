import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  countryId,
  errorCode,
  type Json,
  logIn,
  mailTo,
  PASSWORD,
  post,
  registerCustomer,
  registration,
  STOREFRONT_URL,
} from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;
let now = Date.parse('2026-11-25T08:00:00Z');
const advance = (seconds: number) => {
  now += seconds * 1000;
};

const logged: MockInstance[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => now });
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    logged.push(vi.spyOn(console, method));
});

afterAll(async () => {
  await sandbox.dispose();
});

const customerOf = async (token: string, market = 'DE') =>
  post(sandbox, '/account/customer', {}, { token, market });
const contextCustomer = async (token: string) =>
  ((await (await sandbox.call('/context', { token })).json()) as { customer: Json | null }).customer;

describe('sessions: login and logout each issue a new context token', () => {
  it('registers, and the answer logs the customer in under a new token', async () => {
    const guest = (await sandbox.call('/context')).headers.get('sw-context-token') ?? '';
    const country = await countryId(sandbox, 'DE');
    const answer = await post(sandbox, '/account/register', registration('lena@example.com', country), {
      token: guest,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: 'lena@example.com',
      guest: false,
      active: true,
      apiAlias: 'customer',
    });
    expect(answer.token).not.toBe(guest);
    expect((await contextCustomer(String(answer.token)))?.email).toBe('lena@example.com');
    expect(await contextCustomer(guest)).toBeNull();
  });

  it('answers /account/customer with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN when nobody is logged in', async () => {
    const answer = await customerOf('NoBodyLoggedIn0123456789abcdefgh');
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('logs in under a new token; the old one no longer carries the customer', async () => {
    const { token: registered } = await registerCustomer(sandbox, 'mia@example.com');
    const before = (await sandbox.call('/context')).headers.get('sw-context-token') ?? '';
    const login = await post(
      sandbox,
      '/account/login',
      { username: 'mia@example.com', password: PASSWORD },
      { token: before },
    );
    expect(login.status).toBe(200);
    const token = String(login.body.contextToken);
    expect(login.token).toBe(token);
    expect(token).not.toBe(before);
    expect((await customerOf(token)).body.email).toBe('mia@example.com');
    expect((await customerOf(before)).status).toBe(403);
    // The registration's session is a context of its own and stays logged in.
    expect((await customerOf(registered)).status).toBe(200);
  });

  it('logs out under a new token; neither token carries the customer afterwards', async () => {
    const token = await logIn(sandbox, 'mia@example.com');
    const logout = await post(sandbox, '/account/logout', {}, { token });
    expect(logout.status).toBe(200);
    const next = String(logout.body.contextToken);
    expect(next).not.toBe(token);
    expect((await customerOf(token)).status).toBe(403);
    expect((await customerOf(next)).status).toBe(403);
    expect(await contextCustomer(next)).toBeNull();
  });
});

describe('the cart follows the shopper through login and logout', () => {
  it('keeps the guest’s cart under the login’s new token; the old token has an empty cart', async () => {
    await registerCustomer(sandbox, 'carla@example.com');
    const guest = (await sandbox.call('/context')).headers.get('sw-context-token') ?? '';
    const products = (await (
      await sandbox.call('/product', { method: 'POST', body: '{"limit":1}' })
    ).json()) as {
      elements: { id: string }[];
    };
    const productId = products.elements[0]?.id;
    const added = await post(
      sandbox,
      '/checkout/cart/line-item',
      { items: [{ type: 'product', referencedId: productId, quantity: 2 }] },
      { token: guest },
    );
    expect(added.status).toBe(200);
    const cartOf = async (session: string) =>
      ((await (await sandbox.call('/checkout/cart', { token: session })).json()) as { lineItems: Json[] })
        .lineItems;
    const before = (await cartOf(guest)).map((item) => [item.referencedId, item.quantity]);
    expect(before.map(([id]) => id)).toEqual([productId]);
    const login = await post(
      sandbox,
      '/account/login',
      { username: 'carla@example.com', password: PASSWORD },
      { token: guest },
    );
    const token = String(login.body.contextToken);
    expect((await cartOf(token)).map((item) => [item.referencedId, item.quantity])).toEqual(before);
    expect(await cartOf(guest)).toEqual([]);
  });
});

describe('deleting the account', () => {
  it('deletes the customer with the addresses, ends every session and frees the email', async () => {
    const { token, customer } = await registerCustomer(sandbox, 'leaving@example.com');
    const other = await logIn(sandbox, 'leaving@example.com');
    const deleted = await post(sandbox, '/account/customer', {}, { token, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(deleted.token).not.toBe(token);
    for (const session of [token, other, String(deleted.token)])
      expect((await customerOf(session)).status).toBe(403);
    expect(
      sandbox.db
        .prepare('SELECT COUNT(*) FROM customer_address WHERE customer_id = ?')
        .pluck()
        .get(customer.id),
    ).toBe(0);
    expect(
      (await post(sandbox, '/account/login', { username: 'leaving@example.com', password: PASSWORD })).status,
    ).toBe(401);
    await registerCustomer(sandbox, 'leaving@example.com');
  });
});

describe('rate limits as Shopware defaults them', () => {
  it('answers the 11th login attempt with 429 and the wait, and lets the login through after the wait', async () => {
    await registerCustomer(sandbox, 'throttle@example.com');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await post(sandbox, '/account/login', {
        username: 'throttle@example.com',
        password: 'wrong-one',
      });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await post(sandbox, '/account/login', {
      username: 'throttle@example.com',
      password: PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    expect((refused.body.errors as Json[])[0]).toMatchObject({ meta: { parameters: { seconds: 10 } } });
    expect(refused.headers.get('retry-after')).toBe('10');
    advance(4);
    expect(
      (await post(sandbox, '/account/login', { username: 'throttle@example.com', password: PASSWORD }))
        .status,
    ).toBe(429);
    advance(6);
    expect(
      (await post(sandbox, '/account/login', { username: 'throttle@example.com', password: PASSWORD }))
        .status,
    ).toBe(200);
    // A success forgets the failures: the next wrong password is an ordinary 401 again.
    expect(
      (await post(sandbox, '/account/login', { username: 'throttle@example.com', password: 'wrong' })).status,
    ).toBe(401);
  });

  it('lets 3 recovery requests through per email, then answers 429 FRAMEWORK__RATE_LIMIT_EXCEEDED for 30 s', async () => {
    const request = () =>
      post(sandbox, '/account/recovery-password', {
        email: 'nobody-here@example.com',
        storefrontUrl: STOREFRONT_URL,
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await request()).status).toBe(200);
    const refused = await request();
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect(refused.headers.get('retry-after')).toBe('30');
    advance(30);
    expect((await request()).status).toBe(200);
  });
});

describe('no answer tells whether an email has an account', () => {
  it('answers a login with an unknown email exactly as one with a wrong password', async () => {
    const unknown = await post(sandbox, '/account/login', {
      username: 'ghost@example.com',
      password: 'whatever1',
    });
    const wrong = await post(sandbox, '/account/login', {
      username: 'lena@example.com',
      password: 'whatever1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers a recovery for an unknown email exactly as for a known one, and mails only the account', async () => {
    const known = await post(sandbox, '/account/recovery-password', {
      email: 'lena@example.com',
      storefrontUrl: STOREFRONT_URL,
    });
    const unknown = await post(sandbox, '/account/recovery-password', {
      email: 'ghost@example.com',
      storefrontUrl: STOREFRONT_URL,
    });
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    expect((await mailTo(sandbox, 'lena@example.com'))[0]?.template).toBe('customer.recovery.request');
    expect(await mailTo(sandbox, 'ghost@example.com')).toEqual([]);
  });

  it('answers a registration with a taken email like a new one, stores nothing and mails the owner', async () => {
    const country = await countryId(sandbox, 'DE');
    const countBefore = sandbox.db.prepare('SELECT COUNT(*) FROM customer').pluck().get();
    const taken = await post(sandbox, '/account/register', registration('lena@example.com', country));
    const fresh = await post(sandbox, '/account/register', registration('noah@example.com', country));
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(sandbox.db.prepare('SELECT COUNT(*) FROM customer').pluck().get()).toBe(Number(countBefore) + 1);
    expect((await mailTo(sandbox, 'lena@example.com'))[0]?.template).toBe(
      'customer_register.already_registered',
    );
  });
});

describe('password recovery: a hash that works once and expires', () => {
  const recoveryHash = async (email: string) => {
    await post(sandbox, '/account/recovery-password', { email, storefrontUrl: `${STOREFRONT_URL}/de-de` });
    const link = (await mailTo(sandbox, email))[0]?.links[0]?.url ?? '';
    expect(link.startsWith(`${STOREFRONT_URL}/de-de/account/recover/password?hash=`)).toBe(true);
    return new URL(link).searchParams.get('hash') ?? '';
  };

  it('sets the new password once; the same link then answers 404', async () => {
    await registerCustomer(sandbox, 'ida@example.com');
    const other = await logIn(sandbox, 'ida@example.com');
    const hash = await recoveryHash('ida@example.com');
    const confirm = { hash, newPassword: 'Neues-Passwort-1', newPasswordConfirm: 'Neues-Passwort-1' };
    expect((await post(sandbox, '/account/recovery-password-confirm', confirm)).status).toBe(200);
    const again = await post(sandbox, '/account/recovery-password-confirm', confirm);
    expect(again.status).toBe(404);
    expect(errorCode(again.body)).toBe('CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH');
    expect(await logIn(sandbox, 'ida@example.com', 'Neues-Passwort-1')).toMatch(/^\w{32}$/);
    // A reset ends the sessions that were open with the old password.
    expect((await customerOf(other)).status).toBe(403);
  });

  it('answers 410 for a hash older than two hours', async () => {
    const hash = await recoveryHash('ida@example.com');
    const expired = () => post(sandbox, '/account/customer-recovery-is-expired', { hash });
    expect((await expired()).body).toMatchObject({ isExpired: false });
    advance(2 * 60 * 60 + 1);
    expect((await expired()).body).toMatchObject({ isExpired: true });
    const late = await post(sandbox, '/account/recovery-password-confirm', {
      hash,
      newPassword: 'Noch-eins-2026',
      newPasswordConfirm: 'Noch-eins-2026',
    });
    expect(late.status).toBe(410);
    expect(errorCode(late.body)).toBe('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED');
  });
});

describe('a password change ends the customer’s other contexts', () => {
  it('keeps the changing session and logs out every other one', async () => {
    const { token: first } = await registerCustomer(sandbox, 'emil@example.com');
    const second = await logIn(sandbox, 'emil@example.com');
    const change = await post(
      sandbox,
      '/account/change-password',
      { password: PASSWORD, newPassword: 'Lavendel-2026', newPasswordConfirm: 'Lavendel-2026' },
      { token: first },
    );
    expect(change.status).toBe(200);
    expect((await customerOf(first)).status).toBe(200);
    expect((await customerOf(second)).status).toBe(403);
  });

  it('refuses a wrong current password with VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', async () => {
    const token = await logIn(sandbox, 'emil@example.com', 'Lavendel-2026');
    const change = await post(
      sandbox,
      '/account/change-password',
      { password: 'not-it-at-all', newPassword: 'Kamille-2026', newPasswordConfirm: 'Kamille-2026' },
      { token },
    );
    expect(change.status).toBe(400);
    expect(errorCode(change.body)).toBe('VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT');
  });
});

describe('addresses belong to their customer', () => {
  it('answers customer B with 404 for every id of customer A, and changes nothing of A', async () => {
    const a = await registerCustomer(sandbox, 'alice@example.com');
    const b = await registerCustomer(sandbox, 'bob@example.com');
    const country = await countryId(sandbox, 'DE');
    const extra = await post(
      sandbox,
      '/account/address',
      {
        countryId: country,
        firstName: 'Alice',
        lastName: 'A',
        street: 'Privatweg 1',
        zipcode: '80331',
        city: 'München',
      },
      { token: a.token },
    );
    expect(extra.status).toBe(200);
    const ids = [String(extra.body.id), String(a.customer.defaultBillingAddressId)];
    const before = sandbox.db
      .prepare('SELECT * FROM customer_address WHERE customer_id = ?')
      .all(a.customer.id);
    const patch = {
      countryId: country,
      firstName: 'Mallory',
      lastName: 'B',
      street: 'X',
      zipcode: '11111',
      city: 'Y',
    };
    for (const id of ids) {
      for (const [method, path, body] of [
        ['PATCH', `/account/address/${id}`, patch],
        ['DELETE', `/account/address/${id}`, undefined],
        ['PATCH', `/account/address/default-billing/${id}`, undefined],
        ['PATCH', `/account/address/default-shipping/${id}`, undefined],
      ] as const) {
        const answer = await post(sandbox, path, body ?? {}, { token: b.token, method });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(errorCode(answer.body)).toBe('CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND');
        expect(JSON.stringify(answer.body)).not.toContain('Privatweg');
      }
    }
    const list = await post(sandbox, '/account/list-address', {}, { token: b.token });
    expect((list.body.elements as Json[]).map((address) => address.id)).not.toContain(ids[0]);
    expect(
      sandbox.db.prepare('SELECT * FROM customer_address WHERE customer_id = ?').all(a.customer.id),
    ).toEqual(before);
  });

  it('lets a customer choose an own address for the checkout context, never another customer’s', async () => {
    const alice = await logIn(sandbox, 'alice@example.com');
    const bob = await logIn(sandbox, 'bob@example.com');
    const addresses = await post(sandbox, '/account/list-address', {}, { token: alice });
    const own = String((addresses.body.elements as Json[]).at(-1)?.id);
    const stolen = await post(
      sandbox,
      '/context',
      { billingAddressId: own },
      { token: bob, method: 'PATCH' },
    );
    expect(stolen.status).toBeGreaterThanOrEqual(400);
    expect(stolen.status).toBeLessThan(500);
    expect(JSON.stringify(stolen.body)).not.toContain('Privatweg');
    const chosen = await post(
      sandbox,
      '/context',
      { billingAddressId: own },
      { token: alice, method: 'PATCH' },
    );
    expect(chosen.status).toBe(200);
    expect((await customerOf(alice)).body.activeBillingAddress).toMatchObject({ id: own });
  });

  it('refuses to delete the default address as Shopware does, and deletes another one', async () => {
    const token = await logIn(sandbox, 'alice@example.com');
    const list = await post(sandbox, '/account/list-address', {}, { token });
    const customer = (await customerOf(token)).body;
    const refused = await post(
      sandbox,
      `/account/address/${customer.defaultBillingAddressId}`,
      {},
      { token, method: 'DELETE' },
    );
    expect(refused.status).toBe(400);
    expect(errorCode(refused.body)).toBe('CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT');
    const other = (list.body.elements as Json[]).find(
      (address) => address.id !== customer.defaultBillingAddressId,
    );
    const switched = await post(
      sandbox,
      `/account/address/default-shipping/${other?.id}`,
      {},
      { token, method: 'PATCH' },
    );
    expect(switched.status).toBe(200);
    expect((switched.body as unknown as Json[]).find((address) => address.id === other?.id)).toMatchObject({
      isDefaultShippingAddress: true,
    });
    expect((await customerOf(token)).body.activeShippingAddress).toMatchObject({ id: other?.id });
    const deleted = await post(sandbox, `/account/address/${other?.id}`, {}, { token, method: 'DELETE' });
    expect(deleted.status).toBe(400);
    await post(
      sandbox,
      `/account/address/default-shipping/${customer.defaultBillingAddressId}`,
      {},
      { token, method: 'PATCH' },
    );
    expect(
      (await post(sandbox, `/account/address/${other?.id}`, {}, { token, method: 'DELETE' })).status,
    ).toBe(204);
  });
});

describe('double opt-in per market, off by default', () => {
  it('keeps a registration in a market with double opt-in inactive until its mail link is followed', async () => {
    const settings = await fetch(`${sandbox.url}/sandbox/markets/AT/account-settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ doubleOptInRegistration: true }),
    });
    expect(settings.status).toBe(200);
    const country = await countryId(sandbox, 'AT');
    const answer = await post(
      sandbox,
      '/account/register',
      registration('optin@example.com', country, {
        storefrontUrl: `${STOREFRONT_URL}/de-at`,
        billingAddress: { countryId: country, street: 'Gasse 2', zipcode: '1010', city: 'Wien' },
      }),
      { market: 'AT' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ active: false, doubleOptInRegistration: true });
    expect((await customerOf(String(answer.token), 'AT')).status).toBe(403);
    const login = await post(
      sandbox,
      '/account/login',
      { username: 'optin@example.com', password: PASSWORD },
      { market: 'AT' },
    );
    expect(login.status).toBe(401);
    expect(errorCode(login.body)).toBe('CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED');
    const mail = (await mailTo(sandbox, 'optin@example.com'))[0];
    expect(mail?.template).toBe('customer_register.double_opt_in');
    const link = new URL(mail?.links[0]?.url ?? '');
    expect(link.pathname).toBe('/de-at/registration/confirm');
    const confirm = { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') };
    const confirmed = await post(sandbox, '/account/register-confirm', confirm, { market: 'AT' });
    expect(confirmed.status).toBe(200);
    expect((await customerOf(String(confirmed.token), 'AT')).body).toMatchObject({ active: true });
    expect((await post(sandbox, '/account/register-confirm', confirm, { market: 'AT' })).status).toBe(412);
  });

  it('refuses a storefrontUrl that is not a domain of the market', async () => {
    const country = await countryId(sandbox, 'DE');
    const answer = await post(
      sandbox,
      '/account/register',
      registration('phish@example.com', country, { storefrontUrl: 'https://evil.example' }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body.errors as Json[])[0]).toMatchObject({
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      source: { pointer: '/storefrontUrl' },
    });
  });
});

describe('staff imitation and the simulated social login (sandbox-only)', () => {
  it('logs a staff member in as the customer with a token from /sandbox/imitate-customer-token', async () => {
    const issued = (await (
      await fetch(`${sandbox.url}/sandbox/imitate-customer-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lena@example.com' }),
      })
    ).json()) as Json;
    const login = await post(sandbox, '/account/login/imitate-customer', {
      token: issued.token,
      customerId: issued.customerId,
      userId: issued.userId,
    });
    expect(login.status).toBe(200);
    expect((await customerOf(String(login.body.contextToken))).body.email).toBe('lena@example.com');
    const forged = await post(sandbox, '/account/login/imitate-customer', {
      token: String(issued.token).replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      customerId: issued.customerId,
      userId: issued.userId,
    });
    expect(forged.status).toBe(400);
  });

  it('returns from the provider with a code that logs in once', async () => {
    // The client id is the market's code: an access key would travel in the browser's address bar.
    const key = sandbox.info.markets[0]?.id ?? '';
    const redirectUri = `${STOREFRONT_URL}/social-login`;
    const page = await fetch(
      `${sandbox.url}/sandbox/social-login/authorize?clientId=${key}&redirectUri=${encodeURIComponent(redirectUri)}&state=xyz`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const approve = await fetch(`${sandbox.url}/sandbox/social-login/authorize`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        clientId: key,
        redirectUri,
        state: 'xyz',
        email: 'social@example.com',
        firstName: 'Sol',
        lastName: 'Cial',
        street: 'Weg 3',
        zipcode: '10115',
        city: 'Berlin',
      }),
    });
    expect(approve.status).toBe(302);
    const back = new URL(approve.headers.get('location') ?? '');
    expect(back.searchParams.get('state')).toBe('xyz');
    const code = back.searchParams.get('code');
    const login = await post(sandbox, '/account/social-login/sandbox-id/return', { code });
    expect(login.status).toBe(200);
    expect((await customerOf(String(login.body.contextToken))).body).toMatchObject({
      email: 'social@example.com',
      guest: false,
    });
    expect((await post(sandbox, '/account/social-login/sandbox-id/return', { code })).status).toBe(400);
    const elsewhere = await fetch(
      `${sandbox.url}/sandbox/social-login/authorize?clientId=${key}&redirectUri=${encodeURIComponent('https://evil.example/social-login')}`,
    );
    expect(elsewhere.status).toBe(400);
    const byAccessKey = await fetch(
      `${sandbox.url}/sandbox/social-login/authorize?clientId=${sandbox.info.markets[0]?.accessKey}&redirectUri=${encodeURIComponent(redirectUri)}`,
    );
    expect(byAccessKey.status).toBe(400);
  });
});

describe('the mailbox', () => {
  it('lists mail newest first, filters by recipient and shows a mail as a page with its links', async () => {
    const all = (await (await fetch(`${sandbox.url}/sandbox/mail`)).json()) as { elements: { id: number }[] };
    const ids = all.elements.map((mail) => mail.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const lena = await mailTo(sandbox, 'LENA@example.com');
    expect(lena.length).toBeGreaterThan(1);
    expect(lena.every((mail) => mail.to === 'lena@example.com')).toBe(true);
    const page = await fetch(`${sandbox.url}/sandbox/mail/${lena[0]?.id}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`href="${STOREFRONT_URL}/account/login"`);
    const list = await fetch(`${sandbox.url}/sandbox/mail?format=html`);
    expect(await list.text()).toContain('Sandbox mailbox');
  });
});

describe('secrets and customer data stay out of the logs', () => {
  it('logged nothing while every account flow above ran (no email, password, hash or token)', () => {
    const lines = logged.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')));
    expect(
      lines.filter((line) => /@example\.com|Rosenwasser|Lavendel|Passwort|hash|token/i.test(line)),
    ).toEqual([]);
  });
});
