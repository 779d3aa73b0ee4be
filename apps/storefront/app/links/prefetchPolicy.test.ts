import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, prefetchAllowedHere } from './prefetchPolicy';

describe('spec 2.1 link prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

  it("reads the browser's own connection, and prefetches where there is none to read", () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g', saveData: true } });
    expect(prefetchAllowedHere()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    expect(prefetchAllowedHere()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(prefetchAllowedHere()).toBe(true);
    vi.stubGlobal('navigator', undefined);
    expect(prefetchAllowedHere()).toBe(true);
  });
});
