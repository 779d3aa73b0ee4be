import { describe, expect, it } from 'vitest';
import { addressValuesFrom, intentOf, isTicked } from './checkoutForm';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.set(key, value);
  return form;
};

describe('checkout forms (issue 17: every step is a plain form)', () => {
  it('reads the intent, and nothing for an unknown one', () => {
    expect(intentOf(formOf({ intent: 'place-order' }))).toBe('place-order');
    expect(intentOf(formOf({ intent: 'drop-tables' }))).toBeUndefined();
    expect(intentOf(new FormData())).toBeUndefined();
  });

  it('reads an address by its prefix, trimmed, with the packstation type', () => {
    const form = formOf({
      'shippingAddress.type': 'packstation',
      'shippingAddress.firstName': ' Ada ',
      'shippingAddress.packstationNumber': '123',
      'billingAddress.firstName': 'Other',
    });
    expect(addressValuesFrom(form, 'shippingAddress')).toMatchObject({
      type: 'packstation',
      firstName: 'Ada',
      packstationNumber: '123',
      street: '',
    });
  });

  it('reads any other type as a home address', () => {
    expect(addressValuesFrom(formOf({ 'a.type': 'castle' }), 'a').type).toBe('home');
  });

  it('sees a checkbox as ticked when it was sent', () => {
    expect(isTicked(formOf({ terms: 'on' }), 'terms')).toBe(true);
    expect(isTicked(new FormData(), 'terms')).toBe(false);
  });
});
