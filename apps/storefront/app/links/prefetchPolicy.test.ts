import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './prefetchPolicy';

describe('spec 2.1 link prefetch', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('connection %o prefetches: %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});
