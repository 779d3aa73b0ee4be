import { describe, expect, it } from 'vitest';
import { deliveryWindowOf } from './deliveryWindow';

// 2026-11-25 is a Wednesday.
const wednesday = new Date('2026-11-25T10:00:00Z');
const friday = new Date('2026-11-27T10:00:00Z');

describe('issue 17: delivery options show a delivery date', () => {
  it('counts a delivery time of 1 to 3 days in working days from the order day', () => {
    expect(deliveryWindowOf({ min: 1, max: 3, unit: 'day' }, wednesday)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-30',
    });
  });

  it('skips the weekend for an order placed on a Friday', () => {
    expect(deliveryWindowOf({ min: 1, max: 1, unit: 'day' }, friday)).toEqual({
      earliest: '2026-11-30',
      latest: '2026-11-30',
    });
  });

  it('counts a week as five working days', () => {
    expect(deliveryWindowOf({ min: 1, max: 2, unit: 'week' }, wednesday)).toEqual({
      earliest: '2026-12-02',
      latest: '2026-12-09',
    });
  });

  it('delivers no sooner than the next working day, even for hours', () => {
    expect(deliveryWindowOf({ min: 2, max: 4, unit: 'hour' }, wednesday)).toEqual({
      earliest: '2026-11-26',
      latest: '2026-11-26',
    });
  });
});
