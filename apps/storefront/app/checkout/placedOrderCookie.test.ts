import { describe, expect, it } from 'vitest';
import { placedOrderCookie, placedOrderOf } from './placedOrderCookie';

describe('issue 17: a reload, the back button or a second tab never make a second order', () => {
  it('remembers which order a cart key became, httpOnly, for an hour', () => {
    expect(placedOrderCookie('CH', 'key1', 'order1', true)).toBe(
      'bs-placed-order-ch=key1.order1; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  it('answers the order for the same cart key only, in the same market', () => {
    const header = 'bs-placed-order-de=key1.order1';
    expect(placedOrderOf(header, 'DE', 'key1')).toBe('order1');
    expect(placedOrderOf(header, 'DE', 'key2')).toBeUndefined();
    expect(placedOrderOf(header, 'CH', 'key1')).toBeUndefined();
    expect(placedOrderOf('bs-placed-order-de=.x', 'DE', '')).toBeUndefined();
    expect(placedOrderOf(null, 'DE', 'key1')).toBeUndefined();
  });
});
