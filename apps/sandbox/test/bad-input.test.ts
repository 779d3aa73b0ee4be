import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRandom } from '../src/prng.js';
import { databaseChecksum } from './db-checksum.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;
let checksumBefore = '';
let productId = '';
let categoryId = '';

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const products = (await (
    await sandbox.call('/product', { method: 'POST', body: '{"limit":1}' })
  ).json()) as { elements: { id: string }[] };
  productId = products.elements[0]?.id ?? '';
  const navigation = (await (await sandbox.call('/navigation/main-navigation/main-navigation')).json()) as {
    id: string;
  }[];
  categoryId = navigation[0]?.id ?? '';
  checksumBefore = databaseChecksum(sandbox.db);
});

afterAll(async () => {
  await sandbox.dispose();
});

const SQL = "'; DROP TABLE product; --";
const MARKUP = '<script>alert("x")</script><img src=x onerror=alert(1)>';
const LONG = 'x'.repeat(20_000);

async function expectShopwareError(response: Response, statuses: number[]): Promise<void> {
  const text = await response.text();
  expect(statuses, `${response.status} ${text.slice(0, 300)}`).toContain(response.status);
  const body = JSON.parse(text) as { errors: { status: string; code: string; detail: string }[] };
  expect(body.errors[0]?.status).toBe(String(response.status));
  expect(body.errors[0]?.code).toMatch(/^[A-Z_:]+/);
}

describe('bad input gets a Shopware error, never a 500, and changes no row', () => {
  it.each([
    ['malformed JSON', '/product', '{"limit": 1,'],
    ['a JSON array instead of an object', '/product', '[1,2,3]'],
    ['a JSON string', '/product', '"criteria"'],
    ['a negative limit', '/product', '{"limit":-5}'],
    ['a huge limit', '/product', '{"limit":100000000}'],
    ['a fractional page', '/product', '{"page":1.5}'],
    ['a filter that is an object of nonsense', '/product', '{"filter":{"0":{"type":"equals"}}}'],
    ['an unknown field', '/product', '{"filter":[{"type":"equals","field":"secret","value":1}]}'],
    [
      'SQL in a field name',
      '/product',
      JSON.stringify({ filter: [{ type: 'equals', field: SQL, value: 1 }] }),
    ],
    ['SQL in a sort field', '/product', JSON.stringify({ sort: [{ field: SQL, order: 'ASC' }] })],
    [
      'a range on a to-many field',
      '/product',
      '{"filter":[{"type":"range","field":"propertyIds","parameters":{"gte":1}}]}',
    ],
    [
      'an aggregation over an unknown definition',
      '/product',
      '{"aggregations":[{"name":"x","type":"entity","field":"manufacturerId","definition":"customer"}]}',
    ],
    ['an over-long search', '/search', JSON.stringify({ search: LONG })],
    ['a wrong type for the search', '/search', '{"search":["serum"]}'],
    ['an unknown sorting', '/search', '{"search":"serum","order":"cheapest"}'],
    ['a negative minimum price', '/search', '{"search":"serum","min-price":-1}'],
    ['a wrong type in a context switch', '/context', '{"currencyId":123}'],
  ])('%s', async (_title, path, body) => {
    const response = await sandbox.call(path, { method: path === '/context' ? 'PATCH' : 'POST', body });
    await expectShopwareError(response, [400, 413]);
  });

  it.each([
    ['an id that is not an id', () => `/product/${encodeURIComponent(SQL)}`, [400]],
    ['an unknown product', () => `/product/${'f'.repeat(32)}`, [404]],
    ['markup as a category id', () => `/category/${encodeURIComponent(MARKUP)}`, [400]],
    ['a negative navigation depth', () => `/navigation/main-navigation/main-navigation?depth=-1`, [400]],
    ['a listing limit of zero', () => `/product-listing/${categoryId}?limit=0`, [400]],
    ['an unknown locale for the configuration', () => `/config?locale=${encodeURIComponent(MARKUP)}`, [400]],
    ['a recommendation count of a million', () => `/acme/product/${productId}/default/1000000`, [400]],
    ['an unknown route', () => '/../../etc/passwd', [404]],
  ])('%s', async (_title, path, statuses) => {
    await expectShopwareError(await sandbox.call(path()), statuses);
  });

  it('treats SQL and markup in values as plain text to compare', async () => {
    for (const value of [SQL, MARKUP, '%', '_', '\\', '\u0000']) {
      const response = await sandbox.call('/product', {
        method: 'POST',
        body: JSON.stringify({ filter: [{ type: 'contains', field: 'name', value }] }),
      });
      expect(response.status).toBe(200);
      const search = await sandbox.call('/search', {
        method: 'POST',
        body: JSON.stringify({ search: value }),
      });
      expect(search.status).toBe(200);
    }
  });

  it('left every row as it was', () => {
    expect(databaseChecksum(sandbox.db)).toBe(checksumBefore);
  });
});

describe('fuzz: thousands of generated bad requests', () => {
  const random = createRandom(4242);
  // Header values must be ISO-8859-1, so headers draw from their own list.
  const nastyHeaders = [
    SQL,
    '<b>',
    '',
    '-1',
    'null',
    '0'.repeat(32),
    'x'.repeat(300),
    'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ',
  ];
  const nasty = [
    SQL,
    MARKUP,
    LONG.slice(0, 5000),
    '',
    ' ',
    '-1',
    '0',
    '1e308',
    'NaN',
    'null',
    'true',
    '{}',
    '[]',
    '\u202e',
    '💄',
    '../..',
    '%00',
    'a|b|c',
  ];
  const value = (): unknown => {
    switch (random.int(0, 7)) {
      case 0:
        return random.pick(nasty);
      case 1:
        return random.int(-1_000_000, 1_000_000);
      case 2:
        return random.next() < 0.5 ? null : true;
      case 3:
        return [random.pick(nasty), random.int(-5, 5)];
      case 4:
        return {
          type: random.pick(['equals', 'range', 'multi', 'not', 'nope']),
          field: random.pick(['name', 'price', SQL, 'id']),
          value: random.pick(nasty),
          queries: [{}],
        };
      case 5:
        return 1.5;
      default:
        return { [random.pick(nasty)]: random.pick(nasty) };
    }
  };
  const keys = [
    'limit',
    'page',
    'p',
    'filter',
    'post-filter',
    'sort',
    'aggregations',
    'associations',
    'includes',
    'ids',
    'term',
    'total-count-mode',
    'search',
    'order',
    'manufacturer',
    'properties',
    'min-price',
    'max-price',
    'rating',
    'shipping-free',
    'languageId',
    'currencyId',
    'countryId',
    'depth',
    'buildTree',
  ];
  // The fields a context switch (PATCH /context) reads: every generated value for them is malformed or unknown.
  const contextKeys = [
    'languageId',
    'currencyId',
    'countryId',
    'countryStateId',
    'shippingMethodId',
    'paymentMethodId',
    'billingAddressId',
    'shippingAddressId',
  ];
  const paths = () => [
    '/product',
    '/search',
    '/search-suggest',
    `/product-listing/${categoryId}`,
    `/product/${productId}`,
    `/product/${productId}/reviews`,
    `/product/${productId}/cross-selling`,
    '/category',
    `/category/${categoryId}`,
    '/navigation/main-navigation/main-navigation',
    '/country',
    '/language',
    '/currency',
    '/salutation',
    '/payment-method',
    '/shipping-method',
    '/seo-url',
    '/context',
    `/landing-page/${random.pick(nasty)}`,
    `/breadcrumb/${encodeURIComponent(random.pick(nasty))}`,
    `/acme/category/${categoryId}/x/${random.int(-3, 80)}`,
  ];
  const body = (fields: readonly string[]): string => {
    const roll = random.next();
    if (roll < 0.15)
      return random.pick([
        '{',
        '{"a":',
        '[',
        'nul',
        '{"limit":1}}',
        '\u0000',
        '{"filter":[{"type":"multi","queries":[',
      ]);
    const payload: Record<string, unknown> = {};
    for (let count = random.int(1, 4); count > 0; count -= 1) payload[random.pick(fields)] = value();
    return JSON.stringify(payload);
  };

  it('answers 3,000 generated bad requests with 2xx or 4xx Shopware answers and changes no row', async () => {
    const before = databaseChecksum(sandbox.db);
    const failures: string[] = [];
    for (let batch = 0; batch < 150; batch += 1) {
      const requests = Array.from({ length: 20 }, () => {
        const path = random.pick(paths());
        const method =
          path === '/context' ? random.pick(['GET', 'PATCH', 'PATCH']) : random.pick(['GET', 'POST', 'POST']);
        const query =
          random.next() < 0.3
            ? `?${random.pick(keys)}=${encodeURIComponent(String(random.pick(nasty)))}`
            : '';
        const headers: Record<string, string> = {};
        if (random.next() < 0.1) headers['sw-language-id'] = random.pick(nastyHeaders);
        if (random.next() < 0.1) headers['sw-context-token'] = random.pick(nastyHeaders);
        return sandbox
          .call(`${path}${query}`, {
            method,
            headers,
            ...(method === 'GET' ? {} : { body: body(method === 'PATCH' ? contextKeys : keys) }),
          })
          .then(async (response) => {
            const text = await response.text();
            if (response.status >= 500)
              failures.push(`${method} ${path}${query} → ${response.status} ${text.slice(0, 200)}`);
            if (response.status >= 400) {
              const parsed = JSON.parse(text) as { errors?: { status: string }[] };
              if (parsed.errors?.[0]?.status !== String(response.status))
                failures.push(`${method} ${path} → no Shopware error body`);
            }
          });
      });
      await Promise.all(requests);
    }
    expect(failures).toEqual([]);
    expect(databaseChecksum(sandbox.db)).toBe(before);
  }, 300_000);
});

describe('bad input to the customer routes: Shopware errors, never a 500, no row changed by a refused request', () => {
  // Every table of the customer side but rate_limit: a refused login is counted there on purpose (that count is
  // the throttling), as Shopware's limiter counts failed attempts.
  const CUSTOMER_TABLES = [
    'customer',
    'customer_address',
    'customer_recovery',
    'customer_review',
    'wishlist_product',
    'newsletter_recipient',
    'payback_account',
    'mail',
    'context',
    'social_login_code',
    'account_setting',
    'sandbox_secret',
  ];
  const customerChecksum = (): string =>
    CUSTOMER_TABLES.map((table) =>
      JSON.stringify(sandbox.db.prepare(`SELECT * FROM "${table}" ORDER BY 1`).raw().all()),
    ).join('|');
  const state = { token: '', addressId: '' };

  beforeAll(async () => {
    const countries = (await (await sandbox.call('/country')).json()) as {
      elements: { id: string; iso: string }[];
    };
    const germany = countries.elements.find((country) => country.iso === 'DE')?.id;
    const registered = await sandbox.call('/account/register', {
      method: 'POST',
      body: JSON.stringify({
        email: 'fuzz@example.com',
        password: 'Fuzz-Passwort-1',
        firstName: 'Fritz',
        lastName: 'Fuzz',
        storefrontUrl: 'http://localhost:3000',
        billingAddress: { countryId: germany, street: 'Testweg 1', zipcode: '10115', city: 'Berlin' },
      }),
    });
    state.token = registered.headers.get('sw-context-token') ?? '';
    state.addressId = String(
      ((await registered.json()) as { defaultBillingAddressId: string }).defaultBillingAddressId,
    );
    // Signs imitation tokens; made here so that no refused request is the first to need it.
    await fetch(`${sandbox.url}/sandbox/imitate-customer-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'fuzz@example.com' }),
    });
  });

  it.each([
    ['a registration without anything', 'POST', '/account/register', '{}', [400]],
    [
      'a registration with markup for a name',
      'POST',
      '/account/register',
      JSON.stringify({ email: MARKUP, firstName: [MARKUP] }),
      [400],
    ],
    ['a registration with a string as address', 'POST', '/account/register', '{"billingAddress":"x"}', [400]],
    [
      'a login with an array as username',
      'POST',
      '/account/login',
      '{"username":["a"],"password":"x"}',
      [401],
    ],
    ['a login with SQL', 'POST', '/account/login', JSON.stringify({ username: SQL, password: SQL }), [401]],
    [
      'an over-long password',
      'POST',
      '/account/login',
      JSON.stringify({ username: 'a@b.de', password: LONG }),
      [401],
    ],
    [
      'a confirmation with SQL as hash',
      'POST',
      '/account/register-confirm',
      JSON.stringify({ hash: SQL, em: SQL }),
      [404],
    ],
    [
      'a recovery with a number as email',
      'POST',
      '/account/recovery-password',
      '{"email":5,"storefrontUrl":"http://localhost:3000"}',
      [400],
    ],
    [
      'a recovery to a javascript: URL',
      'POST',
      '/account/recovery-password',
      '{"email":"a@b.de","storefrontUrl":"javascript:alert(1)"}',
      [400],
    ],
    [
      'a reset with a hash object',
      'POST',
      '/account/recovery-password-confirm',
      '{"hash":{},"newPassword":"x"}',
      [400],
    ],
    [
      'an imitation with SQL',
      'POST',
      '/account/login/imitate-customer',
      JSON.stringify({ token: SQL, customerId: SQL, userId: SQL }),
      [400],
    ],
    [
      'a social login with a fake code',
      'POST',
      '/account/social-login/sandbox-id/return',
      '{"code":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}',
      [400],
    ],
    [
      'a wishlist merge of markup',
      'POST',
      '/customer/wishlist/merge',
      JSON.stringify({ productIds: [MARKUP] }),
      [403],
    ],
    [
      'a newsletter subscription with markup',
      'POST',
      '/newsletter/subscribe',
      JSON.stringify({ email: MARKUP, option: SQL }),
      [400],
    ],
    [
      'a contact form of a million characters',
      'POST',
      '/contact-form',
      JSON.stringify({ email: 'a@b.de', subject: 'x', comment: LONG.repeat(50) }),
      [400, 413],
    ],
    ['a payback calculation of a list', 'POST', '/payback/calculation', '{"products":[1,2]}', [400]],
    ['a payback number of SQL', 'POST', '/payback/number', JSON.stringify({ paybackNumber: SQL }), [400]],
    ['a scrid of markup', 'POST', '/payback/scrid', JSON.stringify({ scrid: MARKUP }), [400]],
  ] as const)('%s', async (_title, method, path, body, statuses) => {
    const before = customerChecksum();
    await expectShopwareError(await sandbox.call(path, { method, body }), [...statuses]);
    expect(customerChecksum()).toBe(before);
  });

  it.each([
    ['PATCH', () => `/account/address/${encodeURIComponent(SQL)}`, [403]],
    ['DELETE', () => `/account/address/${'1'.repeat(32)}`, [403]],
  ] as const)('a guest’s %s of an address answers 403', async (method, path, statuses) => {
    await expectShopwareError(await sandbox.call(path(), { method, body: '{}' }), [...statuses]);
  });

  it('answers 1,200 generated bad requests of a customer and a guest with 2xx or 4xx; refused ones change no row', async () => {
    const random = createRandom(777);
    const nasty = [
      SQL,
      MARKUP,
      '',
      ' ',
      '-1',
      '0',
      'null',
      'true',
      '{}',
      '\u202e',
      '💄',
      'a@b',
      'x'.repeat(300),
      '1e308',
    ];
    const value = (): unknown => {
      switch (random.int(0, 6)) {
        case 0:
        case 1:
          return random.pick(nasty);
        case 2:
          return random.int(-1_000_000, 1_000_000);
        case 3:
          return random.next() < 0.5 ? null : random.next() < 0.5;
        case 4:
          return [random.pick(nasty)];
        case 5:
          return { [random.pick(nasty)]: random.pick(nasty), countryId: random.pick(nasty) };
        default:
          return 1.5;
      }
    };
    const keys = [
      'email',
      'username',
      'password',
      'firstName',
      'lastName',
      'storefrontUrl',
      'billingAddress',
      'shippingAddress',
      'guest',
      'hash',
      'em',
      'newPassword',
      'newPasswordConfirm',
      'emailConfirmation',
      'countryId',
      'street',
      'city',
      'zipcode',
      'salutationId',
      'productIds',
      'option',
      'title',
      'content',
      'points',
      'subject',
      'comment',
      'products',
      'paybackNumber',
      'code',
      'scrid',
      'token',
      'customerId',
      'userId',
      'birthdayDay',
      'accountType',
      'limit',
    ];
    const segment = () =>
      encodeURIComponent(String(random.pick([...nasty, 'f'.repeat(32), state.addressId])));
    const routes = (): [string, string][] => [
      ['POST', '/account/register'],
      ['POST', '/account/register-confirm'],
      ['POST', '/account/login'],
      ['POST', '/account/login/imitate-customer'],
      ['POST', '/account/customer'],
      ['POST', '/account/change-profile'],
      ['POST', '/account/change-email'],
      ['POST', '/account/change-password'],
      ['POST', '/account/recovery-password'],
      ['POST', '/account/recovery-password-confirm'],
      ['POST', '/account/list-address'],
      ['POST', '/account/address'],
      ['PATCH', `/account/address/${segment()}`],
      ['DELETE', `/account/address/${segment()}`],
      ['PATCH', `/account/address/default-billing/${segment()}`],
      ['PATCH', `/account/address/default-shipping/${segment()}`],
      ['POST', `/account/change-payment-method/${segment()}`],
      ['POST', '/account/newsletter-recipient'],
      ['POST', '/account/social-login/sandbox-id/return'],
      ['POST', '/customer/wishlist'],
      ['POST', `/customer/wishlist/add/${segment()}`],
      ['DELETE', `/customer/wishlist/delete/${segment()}`],
      ['POST', '/customer/wishlist/merge'],
      ['POST', '/newsletter/subscribe'],
      ['POST', '/newsletter/confirm'],
      ['POST', '/newsletter/unsubscribe'],
      ['POST', `/product/${productId}/review`],
      ['POST', `/product/${segment()}/review`],
      ['POST', '/contact-form'],
      ['POST', '/payback/calculation'],
      ['POST', '/payback/number'],
      ['DELETE', '/payback/promotion-code'],
      ['POST', '/payback/promotion-code'],
      ['POST', '/payback/scrid'],
    ];
    const body = (): string => {
      if (random.next() < 0.1) return random.pick(['{', '[', 'nul', '"x"', '{"email":']);
      const payload: Record<string, unknown> = {};
      for (let count = random.int(1, 5); count > 0; count -= 1) payload[random.pick(keys)] = value();
      return JSON.stringify(payload);
    };
    const failures: string[] = [];
    let baseline = customerChecksum();
    for (let batch = 0; batch < 120; batch += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => {
          const [method, path] = random.pick(routes());
          const asCustomer = random.next() < 0.5;
          const response = await sandbox.call(path, {
            method,
            body: body(),
            ...(asCustomer ? { token: state.token } : {}),
          });
          const text = await response.text();
          if (response.status >= 500)
            failures.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
          if (response.status >= 400) {
            const parsed = JSON.parse(text) as { errors?: { status: string }[] };
            if (parsed.errors?.[0]?.status !== String(response.status))
              failures.push(`${method} ${path} → no Shopware error body`);
          }
          return response.status;
        }),
      );
      const after = customerChecksum();
      if (statuses.every((status) => status >= 400) && after !== baseline)
        failures.push(`batch ${batch}: refused requests changed rows (${statuses.join(', ')})`);
      baseline = after;
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('fuzz: bad requests to the cart', () => {
  const random = createRandom(1414);
  const nasty: unknown[] = [
    SQL,
    MARKUP,
    LONG.slice(0, 3000),
    '',
    '-1',
    '0',
    '1.5',
    '1e308',
    1e308,
    -3,
    0,
    2.5,
    null,
    true,
    {},
    [],
    ['a'],
    'f'.repeat(32),
    '💄',
    '__proto__',
  ];
  const item = (): Record<string, unknown> => {
    const fields = ['id', 'referencedId', 'type', 'quantity', 'priceDefinition', 'payload', 'label'];
    const result: Record<string, unknown> = {};
    for (let count = random.int(1, 5); count > 0; count -= 1)
      result[random.pick(fields)] =
        random.next() < 0.3
          ? random.pick(['product', 'promotion', 'voucherCard', 'credit', productId])
          : random.pick(nasty);
    return result;
  };
  const body = (): string => {
    const roll = random.next();
    if (roll < 0.1) return random.pick(['{', '[', '{"items":', 'null', '"items"']);
    if (roll < 0.2) return JSON.stringify({ items: random.pick(nasty) });
    if (roll < 0.3) return JSON.stringify({ ids: random.pick(nasty) });
    return JSON.stringify({
      items: Array.from({ length: random.int(0, 3) }, item),
      ids: [random.pick(nasty)],
    });
  };
  const cartRows = () =>
    sandbox.db
      .prepare("SELECT COALESCE(group_concat(token || version || line_items, '|'), '') FROM cart")
      .pluck()
      .get();

  it('answers 1,000 generated bad cart requests without a 500, and a refused one changes no row', async () => {
    // A cart with a product in it, so updates and removals meet real line items too.
    const filled = await sandbox.call('/checkout/cart/line-item', {
      method: 'POST',
      body: JSON.stringify({ items: [{ id: productId, referencedId: productId, type: 'product' }] }),
    });
    const token = filled.headers.get('sw-context-token') ?? '';
    const failures: string[] = [];
    for (let index = 0; index < 1000; index += 1) {
      const method = random.pick(['POST', 'PATCH', 'DELETE', 'POST-DELETE', 'GET']);
      const query =
        method === 'DELETE'
          ? `?ids[]=${encodeURIComponent(String(random.pick(nasty)))}`
          : random.next() < 0.2
            ? '?ids=x'
            : '';
      const path =
        method === 'POST-DELETE'
          ? '/checkout/cart/line-item/delete'
          : method === 'GET'
            ? '/checkout/cart'
            : '/checkout/cart/line-item';
      const before = cartRows();
      const response = await sandbox.call(`${path}${query}`, {
        method: method === 'POST-DELETE' ? 'POST' : method,
        ...(random.next() < 0.8 ? { token } : {}),
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: body() }),
      });
      const text = await response.text();
      if (response.status >= 500)
        failures.push(`${method} ${path}${query} → ${response.status} ${text.slice(0, 200)}`);
      if (response.status >= 400) {
        const parsed = JSON.parse(text) as { errors?: { status: string }[] };
        if (parsed.errors?.[0]?.status !== String(response.status))
          failures.push(`${method} ${path} → no Shopware error body`);
        if (cartRows() !== before) failures.push(`${method} ${path} → ${response.status} changed a cart row`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
