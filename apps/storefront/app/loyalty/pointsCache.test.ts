import { describe, expect, it, vi } from 'vitest';
import { createPointsCache, PAYBACK_POINTS_TTL_MS, pointsKey, totalPointsOf } from './pointsCache';

const basket = { scope: 'DE|token-a', products: { b: 2, a: 1 } };

describe('payback points cache (spec 9: 5 minutes)', () => {
  it('keys by scope and products, whatever their order', () => {
    expect(pointsKey(basket)).toBe(pointsKey({ scope: 'DE|token-a', products: { a: 1, b: 2 } }));
    expect(pointsKey(basket)).not.toBe(pointsKey({ ...basket, products: { a: 1, b: 3 } }));
    expect(pointsKey(basket)).not.toBe(pointsKey({ ...basket, scope: 'CH|token-a' }));
  });

  it('asks the Store API once within 5 minutes and again after', async () => {
    let clock = 0;
    const cache = createPointsCache({ now: () => clock });
    const load = vi.fn(async () => 12);
    expect(await cache.get(basket, load)).toBe(12);
    clock = PAYBACK_POINTS_TTL_MS - 1;
    expect(await cache.get(basket, load)).toBe(12);
    expect(load).toHaveBeenCalledTimes(1);
    clock = PAYBACK_POINTS_TTL_MS;
    await cache.get(basket, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next page asks again', async () => {
    const cache = createPointsCache();
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    expect(await cache.get(basket, failing)).toBeUndefined();
    expect(await cache.get(basket, async () => 7)).toBe(7);
  });

  it('drops the oldest entry when full', async () => {
    const cache = createPointsCache({ maxEntries: 1 });
    await cache.get(basket, async () => 1);
    await cache.get({ ...basket, scope: 'other' }, async () => 2);
    const load = vi.fn(async () => 3);
    expect(await cache.get(basket, load)).toBe(3);
  });
});

describe('total points of a calculation answer', () => {
  it('reads totalPoints, else sums the per-product points', () => {
    expect(totalPointsOf({ totalPoints: 12, points: { a: 12 } })).toBe(12);
    expect(totalPointsOf({ points: { a: 9, b: 3 } })).toBe(12);
  });

  it('is undefined for a failure or an answer of another shape', () => {
    expect(totalPointsOf(null)).toBeUndefined();
    expect(totalPointsOf({ totalPoints: 'many' })).toBeUndefined();
    expect(totalPointsOf({ points: { a: 'x' } })).toBeUndefined();
  });
});
