import { describe, expect, it } from 'vitest';
import { meanShares, pairedRatios } from './turns.ts';

describe('the scale-out rounds taken in turns', () => {
  it("compares each round's two processes with the one process of the same round", () => {
    expect(pairedRatios([50, 60, 40], [80, 90, 72])).toEqual([1.6, 1.5, 1.8]);
  });

  it('leaves out a round the second set-up did not finish, and a round without throughput', () => {
    expect(pairedRatios([50, 0, 40], [80, 90])).toEqual([1.6]);
  });

  it("weighs each window's cores by its length", () => {
    const shop = (cores: number) => [{ name: 'shop', cores }];
    expect(
      meanShares([
        { shares: shop(1.2), seconds: 10 },
        { shares: shop(1.0), seconds: 30 },
      ]),
    ).toEqual([{ name: 'shop', cores: 1.05 }]);
  });

  it('has no shares without a window', () => {
    expect(meanShares([])).toBeUndefined();
  });
});
