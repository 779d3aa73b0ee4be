import { describe, expect, it } from 'vitest';
import { registerInputOf, registerValuesOf } from './registration';

function registration(fields: Record<string, string>): FormData {
  const form = new FormData();
  const base: Record<string, string> = {
    accountType: 'private',
    email: 'anna@example.com',
    password: 'Rosenwasser-2026',
    'billingAddress.firstName': 'Anna',
    'billingAddress.lastName': 'Beispiel',
    'billingAddress.street': 'Rosenweg 5',
    'billingAddress.zipcode': '10115',
    'billingAddress.city': 'Berlin',
    'billingAddress.countryId': 'c-de',
    acceptedDataProtection: '1',
  };
  for (const [name, value] of Object.entries({ ...base, ...fields })) form.set(name, value);
  return form;
}

describe('register steps: account type, personal data, address', () => {
  it("takes the customer's names from the address step and links mails to the shop", () => {
    const input = registerInputOf(registration({}), 'https://shop.example/de-de');
    expect(input).toMatchObject({
      firstName: 'Anna',
      lastName: 'Beispiel',
      email: 'anna@example.com',
      storefrontUrl: 'https://shop.example/de-de',
      acceptedDataProtection: true,
      billingAddress: { firstName: 'Anna', lastName: 'Beispiel', street: 'Rosenweg 5', city: 'Berlin' },
    });
    expect(input).not.toHaveProperty('company');
  });

  it('gives a business account its company and VAT id', () => {
    const input = registerInputOf(
      registration({ accountType: 'business', company: 'Rosen GmbH', vatId: 'DE123456789' }),
      'https://shop.example/de-de',
    );
    expect(input).toMatchObject({ accountType: 'business', company: 'Rosen GmbH', vatIds: ['DE123456789'] });
  });

  it('never sends the password back to the page', () => {
    expect(JSON.stringify(registerValuesOf(registration({})))).not.toContain('Rosenwasser');
  });
});
