import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type Json, mailTo, post, registerCustomer, STOREFRONT_URL } from './account-helpers.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

let sandbox: TestSandbox;
let now = Date.parse('2026-11-25T09:00:00Z');
const advance = (seconds: number) => {
  now += seconds * 1000;
};
let token = '';
const productIds: string[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => now });
  token = (await registerCustomer(sandbox, 'wanda@example.com')).token;
  const products = (await (
    await sandbox.call('/product', { method: 'POST', body: '{"limit":3}' })
  ).json()) as {
    elements: { id: string }[];
  };
  productIds.push(...products.elements.map((product) => product.id));
});

afterAll(async () => {
  await sandbox.dispose();
});

describe('wishlist of a registered customer', () => {
  it('answers 404 CHECKOUT__WISHLIST_NOT_FOUND while the list is empty, as Shopware', async () => {
    const answer = await post(sandbox, '/customer/wishlist', {}, { token });
    expect(answer.status).toBe(404);
    expect(errorCode(answer.body)).toBe('CHECKOUT__WISHLIST_NOT_FOUND');
  });

  it('adds, refuses a duplicate, lists, merges a guest list and deletes', async () => {
    const [first, second, third] = productIds;
    expect((await post(sandbox, `/customer/wishlist/add/${first}`, {}, { token })).status).toBe(200);
    const duplicate = await post(sandbox, `/customer/wishlist/add/${first}`, {}, { token });
    expect(duplicate.status).toBe(400);
    expect(errorCode(duplicate.body)).toBe('CHECKOUT__DUPLICATE_WISHLIST_PRODUCT');
    const unknown = await post(sandbox, `/customer/wishlist/add/${'a'.repeat(32)}`, {}, { token });
    expect(unknown.status).toBe(400);
    const merge = await post(
      sandbox,
      '/customer/wishlist/merge',
      { productIds: [second, third, first, 'b'.repeat(32)] },
      { token },
    );
    expect(merge.status).toBe(200);
    const list = await post(sandbox, '/customer/wishlist', {}, { token });
    expect(list.status).toBe(200);
    const products = list.body.products as { total: number; elements: Json[] };
    expect(products.total).toBe(3);
    expect(products.elements.map((product) => product.id).sort()).toEqual([first, second, third].sort());
    expect(
      (await post(sandbox, `/customer/wishlist/delete/${second}`, {}, { token, method: 'DELETE' })).status,
    ).toBe(200);
    const again = await post(sandbox, `/customer/wishlist/delete/${second}`, {}, { token, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(errorCode(again.body)).toBe('CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND');
  });

  it('answers 403 to a guest', async () => {
    const answer = await post(sandbox, `/customer/wishlist/add/${productIds[0]}`, {});
    expect(answer.status).toBe(403);
    expect(errorCode(answer.body)).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});

describe('newsletter per market with double opt-in', () => {
  it('subscribes with a confirmation mail, confirms with its hash and unsubscribes', async () => {
    const subscribe = await post(sandbox, '/newsletter/subscribe', {
      email: 'reader@example.com',
      option: 'subscribe',
      storefrontUrl: STOREFRONT_URL,
    });
    expect(subscribe.body).toEqual({ success: true, status: 'notSet' });
    const mail = (await mailTo(sandbox, 'reader@example.com'))[0];
    expect(mail?.template).toBe('newsletter_do_confirm');
    const link = new URL(mail?.links[0]?.url ?? '');
    expect(link.pathname).toBe('/newsletter/confirm');
    const confirm = { hash: link.searchParams.get('hash'), em: link.searchParams.get('em') };
    // The confirmation belongs to the market it was made in.
    expect((await post(sandbox, '/newsletter/confirm', confirm, { market: 'FR' })).status).toBe(404);
    expect((await post(sandbox, '/newsletter/confirm', confirm)).status).toBe(200);
    expect((await mailTo(sandbox, 'reader@example.com'))[0]?.template).toBe('newsletter_register');
    const status = () =>
      sandbox.db
        .prepare("SELECT status FROM newsletter_recipient WHERE email = 'reader@example.com'")
        .pluck()
        .get();
    expect(status()).toBe('optIn');
    expect((await post(sandbox, '/newsletter/unsubscribe', { email: 'reader@example.com' })).status).toBe(
      200,
    );
    expect(status()).toBe('optOut');
    // Unsubscribing an address that never subscribed answers the same, so it reveals no reader.
    expect((await post(sandbox, '/newsletter/unsubscribe', { email: 'stranger@example.com' })).body).toEqual({
      success: true,
    });
  });

  it('throttles subscriptions per client after 3: 429 FRAMEWORK__RATE_LIMIT_EXCEEDED for 30 s', async () => {
    // A day after the last attempt the limiter has forgotten the subscription above.
    advance(24 * 60 * 60 + 1);
    const subscribe = (email: string) =>
      post(sandbox, '/newsletter/subscribe', { email, option: 'subscribe', storefrontUrl: STOREFRONT_URL });
    for (const email of ['n1@example.com', 'n2@example.com', 'n3@example.com'])
      expect((await subscribe(email)).status).toBe(200);
    const refused = await subscribe('n4@example.com');
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
    advance(30);
    expect((await subscribe('n4@example.com')).status).toBe(200);
  });
});

describe('product reviews', () => {
  const review = {
    title: 'Zart und frisch',
    content: 'Zieht schnell ein, duftet dezent und die Haut fühlt sich weich an.',
    points: 4,
  };

  it('saves one review per customer and product; writing again replaces it', async () => {
    const product = productIds[0];
    expect((await post(sandbox, `/product/${product}/review`, review, { token })).status).toBe(204);
    expect(
      (await post(sandbox, `/product/${product}/review`, { ...review, points: 5 }, { token })).status,
    ).toBe(204);
    const rows = sandbox.db
      .prepare('SELECT points FROM customer_review WHERE product_id = ?')
      .pluck()
      .all(product);
    expect(rows).toEqual([5]);
  });

  it('validates title, content and points, needs a logged-in customer and an existing product', async () => {
    const invalid = await post(
      sandbox,
      `/product/${productIds[0]}/review`,
      { title: 'Hm', content: 'kurz', points: 9 },
      { token },
    );
    expect(invalid.status).toBe(400);
    expect((invalid.body.errors as Json[]).map((error) => (error.source as Json).pointer).sort()).toEqual([
      '/content',
      '/points',
      '/title',
    ]);
    expect((await post(sandbox, `/product/${productIds[0]}/review`, review)).status).toBe(403);
    expect((await post(sandbox, `/product/${'c'.repeat(32)}/review`, review, { token })).status).toBe(404);
  });

  it("lists a customer's own review while it waits for moderation, to that customer only (status false)", async () => {
    const product = productIds[1];
    expect((await post(sandbox, `/product/${product}/review`, review, { token })).status).toBe(204);
    const own = await post(
      sandbox,
      `/product/${product}/reviews`,
      { filter: [{ type: 'equals', field: 'status', value: false }] },
      { token },
    );
    expect(own.status).toBe(200);
    expect((own.body.elements as Json[]).map((element) => [element.title, element.status])).toEqual([
      [review.title, false],
    ]);
    const anonymous = await post(sandbox, `/product/${product}/reviews`, {
      filter: [{ type: 'equals', field: 'status', value: false }],
    });
    expect(anonymous.body.elements).toEqual([]);
  });
});

describe('contact form', () => {
  it('delivers the message to the shop’s service mailbox and throttles after 3 per client', async () => {
    advance(3600);
    const send = () =>
      post(sandbox, '/contact-form', {
        email: 'frage@example.com',
        subject: 'Lieferzeit',
        comment: 'Wann kommt meine Bestellung?',
      });
    expect((await send()).status).toBe(200);
    expect((await mailTo(sandbox, 'service@beautyshop.example'))[0]?.subject).toBe(
      'Kontaktanfrage: Lieferzeit',
    );
    await send();
    await send();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(errorCode(refused.body)).toBe('FRAMEWORK__RATE_LIMIT_EXCEEDED');
  });

  it("names the sender with the salutation, as Shopware's template; 'not specified' adds none", async () => {
    const salutations = ((await (await sandbox.call('/salutation')).json()) as { elements: Json[] }).elements;
    const named = (salutationKey: string) => {
      advance(3600);
      return post(sandbox, '/contact-form', {
        email: 'anna@example.com',
        subject: 'Rückgabe',
        comment: 'Wie sende ich zurück?',
        salutationId: salutations.find((entry) => entry.salutationKey === salutationKey)?.id,
        firstName: 'Anna',
        lastName: 'Muster',
      });
    };
    const lastMail = async () => JSON.stringify((await mailTo(sandbox, 'service@beautyshop.example'))[0]);
    expect((await named('mrs')).status).toBe(200);
    expect(await lastMail()).toContain('From: Frau Anna Muster <anna@example.com>');
    expect((await named('not_specified')).status).toBe(200);
    expect(await lastMail()).toContain('From: Anna Muster <anna@example.com>');
  });
});

describe('payback (README: payback rules)', () => {
  it('calculates 1 point per full 2.00 per product, multiplied by a promotion code', async () => {
    const guest = (await sandbox.call('/context')).headers.get('sw-context-token') ?? '';
    const [product] = productIds;
    const price = (
      (await (await sandbox.call(`/product/${product}`)).json()) as {
        product: { calculatedPrice: { unitPrice: number } };
      }
    ).product.calculatedPrice.unitPrice;
    const plain = await post(
      sandbox,
      '/payback/calculation',
      { products: { [String(product)]: 2 } },
      { token: guest },
    );
    expect(plain.body.points).toEqual({ [String(product)]: Math.floor((price * 2) / 2) });
    expect(
      (await post(sandbox, '/payback/number', { paybackNumber: '1234 5678 97' }, { token: guest })).body,
    ).toMatchObject({
      paybackNumber: '******7897',
    });
    expect(
      (await post(sandbox, '/payback/promotion-code', { code: 'pbx5' }, { token: guest })).body,
    ).toMatchObject({
      promotionCodes: ['PBX5'],
    });
    const boosted = await post(
      sandbox,
      '/payback/calculation',
      { products: { [String(product)]: 2 } },
      { token: guest },
    );
    expect(boosted.body.totalPoints).toBe(Math.floor((price * 2) / 2) * 5);
    expect(
      (await post(sandbox, '/payback/promotion-code', { code: 'PBX5' }, { token: guest, method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect(
      (await post(sandbox, '/payback/promotion-code', { code: 'PBX5' }, { token: guest, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (await post(sandbox, '/payback/number', {}, { token: guest, method: 'DELETE' })).body,
    ).toMatchObject({ paybackNumber: null });
    expect((await post(sandbox, '/payback/scrid', { scrid: 'abc-123' }, { token: guest })).status).toBe(200);
  });

  it('answers 400 for a number failing its checksum and 403 for a blocked card', async () => {
    const invalid = await post(sandbox, '/payback/number', { paybackNumber: '1234567890' });
    expect(invalid.status).toBe(400);
    expect(errorCode(invalid.body)).toBe('PAYBACK__INVALID_NUMBER');
    const blocked = await post(sandbox, '/payback/number', { paybackNumber: '9900000002' });
    expect(blocked.status).toBe(403);
    expect(errorCode(blocked.body)).toBe('PAYBACK__NUMBER_BLOCKED');
  });
});
