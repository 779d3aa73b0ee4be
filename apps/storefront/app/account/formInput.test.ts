import { describe, expect, it } from 'vitest';
import { passwordOf, textOf } from './formInput';

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
});
