import { describe, expect, it } from 'vitest';
import { customerRecord, hashCustomerRecord } from './customerRecord';
import { pageMetaRecord } from './pageMetaRecord';

describe('spec 3 customer record', () => {
  it("is event 'Customer Data', eventType customer_data, with 0, 0 and an empty string when logged out", () => {
    expect(customerRecord(undefined)).toEqual({
      event: 'Customer Data',
      eventType: 'customer_data',
      customer: { customerLoggedIn: 0, customerId: 0, customerEmail: '' },
    });
  });

  it('treats a guest session as logged out (spec 4: logged in is an id and not a guest)', () => {
    expect(customerRecord({ id: 'c1', email: 'g@example.com', guest: true }).customer.customerLoggedIn).toBe(
      0,
    );
  });

  it('carries 1, id, email and the salutation display name looked up by salutationId when logged in', () => {
    expect(
      customerRecord({ id: 'c1', email: 'anna@example.com', guest: false, salutationId: 's2' }, [
        { id: 's1', displayName: 'Herr' },
        { id: 's2', displayName: 'Frau' },
      ]).customer,
    ).toEqual({
      customerLoggedIn: 1,
      customerId: 'c1',
      customerEmail: 'anna@example.com',
      salutation: 'Frau',
    });
  });
});

describe('spec 3 page meta record', () => {
  const base = {
    platform: 'web' as const,
    locale: 'fr-ch',
    currency: 'CHF',
    customerId: undefined,
    path: '/soins/visage/',
    title: 'Visage',
    type: 'category' as const,
    breadcrumb: ['Soins', 'Visage'],
  };

  it('has every spec field: platform, environment production, language, currency, user id, login status, page', () => {
    expect(pageMetaRecord(base)).toEqual({
      key: 'category:/soins/visage/',
      event: 'Page Meta',
      platform: 'web',
      environment: 'production',
      language: 'fr',
      currency: 'CHF',
      user_id: '',
      login_status: 'logged_out',
      page: {
        page_path: '/soins/visage/',
        page_title: 'Visage',
        page_type: 'category',
        breadcrumb: 'Soins > Visage',
      },
    });
  });

  it("reports platform 'app' in the embedded web view and a logged-in customer's id", () => {
    const record = pageMetaRecord({ ...base, platform: 'app', customerId: 'c1' });
    expect(record.platform).toBe('app');
    expect(record.user_id).toBe('c1');
    expect(record.login_status).toBe('logged_in');
  });
});

describe('spec 9 the customer record carries hashed identifiers', () => {
  it('replaces id and email by their SHA-256 hex and adds the SHA-512 forms', async () => {
    const record = await hashCustomerRecord(
      customerRecord({ id: 'abc', email: 'Anna@Example.com', guest: false, salutationId: 's' }, [
        { id: 's', displayName: 'Frau' },
      ]),
    );
    expect(record.customer).toMatchObject({
      customerLoggedIn: 1,
      customerId: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      salutation: 'Frau',
    });
    expect(record.customer.customerEmail).toMatch(/^[0-9a-f]{64}$/);
    expect(record.customer.sha512?.customerEmail).toMatch(/^[0-9a-f]{128}$/);
    expect(JSON.stringify(record)).not.toContain('anna');
  });

  it('leaves the logged-out record as it is', async () => {
    expect(await hashCustomerRecord(customerRecord(undefined))).toEqual(customerRecord(undefined));
  });
});

describe('spec 4 logged in', () => {
  it('is an id and not a guest; a deactivated account is logged out', () => {
    expect(customerRecord({ id: 'c1', email: 'a@b.c' }).customer.customerLoggedIn).toBe(1);
    expect(customerRecord({ id: 'c1', email: 'a@b.c', active: false }).customer.customerLoggedIn).toBe(0);
  });
});
