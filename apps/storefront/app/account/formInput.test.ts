import { describe, expect, it } from 'vitest';
import { addressOf, passwordOf, textOf } from './formInput';

describe('form input', () => {
  it('trims text fields and reads a missing one as empty', () => {
    const form = new FormData();
    form.set('email', '  anna@example.com ');
    expect(textOf(form, 'email')).toBe('anna@example.com');
    expect(textOf(form, 'missing')).toBe('');
  });

  it('keeps a password exactly as typed', () => {
    const form = new FormData();
    form.set('password', ' spaced pass ');
    expect(passwordOf(form, 'password')).toBe(' spaced pass ');
  });

  it('reads the registration address under its prefix, empty optional fields as null', () => {
    const form = new FormData();
    form.set('billingAddress[street]', 'Rosenweg 5');
    form.set('billingAddress[zipcode]', '10115');
    form.set('billingAddress[city]', 'Berlin');
    form.set('billingAddress[countryId]', 'c-de');
    form.set('billingAddress[company]', '');
    expect(addressOf(form, 'billingAddress')).toMatchObject({
      street: 'Rosenweg 5',
      zipcode: '10115',
      city: 'Berlin',
      countryId: 'c-de',
      company: null,
    });
    expect(addressOf(form, 'billingAddress')).not.toHaveProperty('salutationId');
  });
});
