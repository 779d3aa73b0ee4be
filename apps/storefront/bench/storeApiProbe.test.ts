import { describe, expect, it } from 'vitest';
import { waterfallDepth } from './storeApiProbe.ts';

const call = (start: number, end: number) => ({ path: '/store-api/x', start, end });

describe('waterfall depth of a page render', () => {
  it('is 1 when every call overlaps the others', () => {
    expect(waterfallDepth([call(0, 10), call(1, 12), call(2, 8)])).toBe(1);
  });

  it('counts each call that had to wait for an earlier one to end', () => {
    expect(waterfallDepth([call(0, 10), call(11, 20), call(12, 18), call(21, 30)])).toBe(3);
  });

  it('is 0 without calls', () => {
    expect(waterfallDepth([])).toBe(0);
  });
});
