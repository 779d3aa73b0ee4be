import { describe, expect, it } from 'vitest';
import { profileInputOf, profileValuesOf } from './profileInput';

describe('personal data', () => {
  it("splits the birthday into Shopware's day, month and year", () => {
    const form = new FormData();
    form.set('firstName', 'Anna');
    form.set('lastName', 'Beispiel');
    form.set('birthday', '1990-04-12');
    expect(profileInputOf(form, 'private')).toMatchObject({
      firstName: 'Anna',
      birthdayYear: 1990,
      birthdayMonth: 4,
      birthdayDay: 12,
    });
  });

  it('leaves an empty salutation and birthday out', () => {
    const form = new FormData();
    form.set('firstName', 'Anna');
    form.set('salutationId', '');
    form.set('birthday', '');
    const input = profileInputOf(form, undefined);
    expect(input).not.toHaveProperty('salutationId');
    expect(input).not.toHaveProperty('birthdayYear');
  });

  it('gives the form back what it sent, empty fields included', () => {
    const form = new FormData();
    form.set('salutationId', 'mr');
    form.set('firstName', '');
    form.set('lastName', 'Neumann');
    form.set('birthday', '1985-02-03');
    expect(profileValuesOf(form)).toEqual({
      salutationId: 'mr',
      title: '',
      firstName: '',
      lastName: 'Neumann',
      birthday: '1985-02-03',
    });
  });
});
