import { describe, expect, it } from 'vitest';
import { addressErrorsOf, isEmailInUse } from './storeApiViolations';

const blank = (pointer: string) => ({
  code: 'VIOLATION::IS_BLANK_ERROR',
  detail: 'This value should not be blank.',
  source: { pointer },
});
const label = (field: string) => field.toUpperCase();
const english = (error: { detail?: string | undefined }) => error.detail ?? '';

describe('spec 8: blank-field violations on addresses are shown as the field name plus the detail', () => {
  it('reads the violations of the named address only', () => {
    const errors = [blank('/billingAddress/street'), blank('/shippingAddress/city'), blank('/email')];
    expect(addressErrorsOf(errors, 'billingAddress', label, english)).toEqual({
      street: 'STREET: This value should not be blank.',
    });
    expect(addressErrorsOf(errors, 'shippingAddress', label, english)).toEqual({
      city: 'CITY: This value should not be blank.',
    });
  });

  it('reads a bare pointer (an address route) for any prefix and keeps the first message per field', () => {
    const errors = [blank('/zipcode'), { ...blank('/zipcode'), detail: 'second' }];
    expect(addressErrorsOf(errors, 'shippingAddress', label, english)).toEqual({
      zipcode: 'ZIPCODE: This value should not be blank.',
    });
  });

  it('ignores fields that are not address fields', () => {
    expect(addressErrorsOf([blank('/billingAddress/password')], 'billingAddress', label, english)).toEqual(
      {},
    );
  });
});

describe('issue 17: the email-already-in-use answer', () => {
  it('is recognised by Shopware’s code', () => {
    expect(
      isEmailInUse([{ code: 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE', source: { pointer: '/email' } }]),
    ).toBe(true);
    expect(isEmailInUse([blank('/email')])).toBe(false);
  });
});
