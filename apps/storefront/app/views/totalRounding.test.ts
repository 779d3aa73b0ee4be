import { describe, expect, it } from 'vitest';
import { totalRoundingOf } from './totalRounding';

describe('the rounding of a total to the cash step', () => {
  it('is the rounded total minus the sum, in whole cents', () => {
    expect(totalRoundingOf({ totalPrice: 49.75, rawTotal: 49.77 })).toBe(-0.02);
    expect(totalRoundingOf({ totalPrice: 85.6, rawTotal: 85.59 })).toBe(0.01);
  });

  it('is none when nothing was rounded, floating-point left-overs included', () => {
    expect(totalRoundingOf({ totalPrice: 39.85, rawTotal: 39.85 })).toBeUndefined();
    expect(totalRoundingOf({ totalPrice: 34.9 + 4.95, rawTotal: 39.85 })).toBeUndefined();
  });
});
