import { describe, expect, it } from 'vitest';
import { hashStateOf } from './recoveryHashState';

describe('the state of a recovery link', () => {
  it('is usable until the Store API calls it expired', () => {
    expect(hashStateOf({ isExpired: false })).toBe('usable');
    expect(hashStateOf({ isExpired: true })).toBe('expired');
  });

  it('is used when the Store API does not know the hash (404) or refuses its shape (400)', () => {
    expect(
      hashStateOf({
        failure: { kind: 'refused', status: 404, code: 'CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH' },
      }),
    ).toBe('used');
    expect(
      hashStateOf({
        failure: { kind: 'violations', fields: { hash: { code: 'c1051bb4', detail: undefined } } },
      }),
    ).toBe('used');
    expect(hashStateOf({ failure: { kind: 'refused', status: 400, code: undefined } })).toBe('used');
  });

  it('is expired on a 410, as the confirmation answers', () => {
    expect(hashStateOf({ failure: { kind: 'refused', status: 410, code: undefined } })).toBe('expired');
  });

  it('shows the form when the Store API cannot answer; sending it will tell', () => {
    expect(hashStateOf({ failure: { kind: 'unavailable' } })).toBe('usable');
    expect(hashStateOf({ failure: { kind: 'throttled', seconds: 30 } })).toBe('usable');
  });
});
