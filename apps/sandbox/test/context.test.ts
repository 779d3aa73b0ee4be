import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './account-helpers.js';
import { databaseChecksum } from './db-checksum.js';
import { startTestSandbox, type TestSandbox } from './harness.js';

type Json = Record<string, unknown>;
let sandbox: TestSandbox;
const ids = { shippingMethod: '', paymentMethod: '', invoice: '', france: '', austria: '', bavaria: '' };

async function patch(body: Json, options: { token?: string; market?: string } = {}) {
  const response = await sandbox.call('/context', {
    method: 'PATCH',
    body: JSON.stringify(body),
    ...options,
  });
  return {
    status: response.status,
    token: response.headers.get('sw-context-token') ?? '',
    body: (await response.json()) as { errors?: { code: string; detail: string; status: string }[] } & Json,
  };
}

async function elements(path: string): Promise<Json[]> {
  return ((await (await sandbox.call(path)).json()) as { elements: Json[] }).elements;
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const shipping = await elements('/shipping-method');
  ids.shippingMethod = String(shipping.find((method) => method.technicalName === 'shipping_express')?.id);
  const payment = await elements('/payment-method');
  ids.paymentMethod = String(payment.find((method) => method.technicalName === 'payment_card')?.id);
  ids.invoice = String(payment.find((method) => method.technicalName === 'payment_invoice')?.id);
  const countries = (await (
    await sandbox.call('/country', { method: 'POST', body: JSON.stringify({ associations: { states: {} } }) })
  ).json()) as { elements: Json[] };
  ids.france = String(countries.elements.find((country) => country.iso === 'FR')?.id);
  ids.austria = String(countries.elements.find((country) => country.iso === 'AT')?.id);
  const germany = String(countries.elements.find((country) => country.iso === 'DE')?.id);
  const states = (await (await sandbox.call(`/country-state/${germany}`)).json()) as { elements: Json[] };
  ids.bavaria = String(states.elements[0]?.id);
});

afterAll(async () => {
  await sandbox.dispose();
});

describe('PATCH /context (spec 5)', () => {
  it.each([
    ['shippingMethodId', 'shipping method'],
    ['paymentMethodId', 'payment method'],
    ['currencyId', 'currency'],
    ['languageId', 'language'],
    ['countryId', 'country'],
    ['billingAddressId', 'address'],
    ['shippingAddressId', 'address'],
  ])('answers an empty %s with "You need to provide %s id" and changes no row', async (field, words) => {
    const before = databaseChecksum(sandbox.db);
    for (const value of ['', null]) {
      const answer = await patch({ [field]: value });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({
        code: 'VIOLATION::IS_BLANK_ERROR',
        detail: `You need to provide ${words} id in order to set ${words}.`,
      });
    }
    expect(databaseChecksum(sandbox.db)).toBe(before);
  });

  it('switches shipping method, payment method, country and state, and keeps them for the token', async () => {
    const first = await patch({ shippingMethodId: ids.shippingMethod, paymentMethodId: ids.paymentMethod });
    expect(first.status).toBe(200);
    const second = await patch({ countryId: ids.austria }, { token: first.token });
    expect(second.token).toBe(first.token);
    const context = (await (await sandbox.call('/context', { token: first.token })).json()) as Json;
    expect((context.shippingMethod as Json).id).toBe(ids.shippingMethod);
    expect((context.paymentMethod as Json).id).toBe(ids.paymentMethod);
    expect(((context.shippingLocation as Json).country as Json).id).toBe(ids.austria);
  });

  it.each([
    ['an unknown shipping method', { shippingMethodId: 'a'.repeat(32) }, 'DE'],
    ['an unknown currency', { currencyId: 'b'.repeat(32) }, 'DE'],
    ['a payment method the market does not offer (invoice in France)', { paymentMethodId: 'INVOICE' }, 'FR'],
    ['a state of another country', { countryId: 'FRANCE', countryStateId: 'BAVARIA' }, 'DE'],
  ])('refuses %s with VIOLATION::ENTITY_DOES_NOT_EXISTS', async (_title, body, market) => {
    const resolved = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        value === 'INVOICE'
          ? ids.invoice
          : value === 'FRANCE'
            ? ids.france
            : value === 'BAVARIA'
              ? ids.bavaria
              : value,
      ]),
    );
    const answer = await patch(resolved, { market });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.code).toBe('VIOLATION::ENTITY_DOES_NOT_EXISTS');
  });

  it('refuses an address id without a logged-in customer with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const answer = await patch({ billingAddressId: 'c'.repeat(32) });
    expect(answer.status).toBe(403);
    expect(answer.body.errors?.[0]).toMatchObject({
      code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
      detail: 'Customer is not logged in.',
    });
  });

  it("sets a customer's own address and refuses another customer's", async () => {
    const db = sandbox.db;
    const customer = await registerCustomer(sandbox, 'context-own@example.com');
    const other = await registerCustomer(sandbox, 'context-other@example.com');
    const mine = String(customer.customer.defaultBillingAddressId);
    const theirs = String(other.customer.defaultBillingAddressId);
    const started = { token: customer.token };
    const own = await patch({ billingAddressId: mine, shippingAddressId: mine }, { token: started.token });
    expect(own.status).toBe(200);
    const stored = db
      .prepare(
        'SELECT billing_address_id AS billing, shipping_address_id AS shipping FROM context WHERE token = ?',
      )
      .get(started.token);
    expect(stored).toEqual({ billing: mine, shipping: mine });
    const foreign = await patch({ shippingAddressId: theirs }, { token: started.token });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors?.[0]?.code).toBe('VIOLATION::ENTITY_DOES_NOT_EXISTS');
  });
});

describe('contexts persist for 365 days', () => {
  it('keeps a changed context in SQLite and answers a token older than 365 days with a new context', async () => {
    const changed = await patch({ paymentMethodId: ids.paymentMethod });
    const kept = await sandbox.call('/context', { token: changed.token });
    expect(kept.headers.get('sw-context-token')).toBe(changed.token);
    const lastYear = new Date(Date.now() - 364 * 86_400_000).toISOString();
    sandbox.db.prepare('UPDATE context SET updated_at = ? WHERE token = ?').run(lastYear, changed.token);
    expect((await sandbox.call('/context', { token: changed.token })).headers.get('sw-context-token')).toBe(
      changed.token,
    );
    const expired = new Date(Date.now() - 366 * 86_400_000).toISOString();
    sandbox.db.prepare('UPDATE context SET updated_at = ? WHERE token = ?').run(expired, changed.token);
    const renewed = await sandbox.call('/context', { token: changed.token });
    expect(renewed.headers.get('sw-context-token')).not.toBe(changed.token);
    const body = (await renewed.json()) as Json;
    expect((body.paymentMethod as Json).id).not.toBe(ids.paymentMethod);
  });
});

describe('countries and their states', () => {
  it("lists Switzerland's 26 cantons, each named in the shopper's language", async () => {
    const ch = sandbox.info.markets.find((market) => market.id === 'CH');
    const cantons = async (languageId: string | undefined) => {
      const response = await sandbox.call('/country', {
        method: 'POST',
        market: 'CH',
        headers: languageId ? { 'sw-language-id': languageId } : {},
        body: JSON.stringify({ associations: { states: {} } }),
      });
      const countries = ((await response.json()) as { elements: Json[] }).elements;
      const switzerland = countries.find((country) => country.iso === 'CH');
      return ((switzerland?.states ?? []) as Json[]).map((state) => [state.shortCode, state.name]);
    };
    const [german, french] = [await cantons(ch?.languageIds[0]), await cantons(ch?.languageIds[1])];
    expect(german).toHaveLength(26);
    expect(new Set(german.map(([code]) => code)).size).toBe(26);
    expect(german).toContainEqual(['CH-GE', 'Genf']);
    expect(french).toContainEqual(['CH-GE', 'Genève']);
    expect(german).toContainEqual(['CH-TI', 'Tessin']);
    expect(french).toContainEqual(['CH-BL', 'Bâle-Campagne']);
  });
});
