import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondarySection } from './productSection.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('secondary sections of the product page', () => {
  it('give what they load', async () => {
    await expect(secondarySection('reviews', 'p1', async () => ['a'], [])).resolves.toEqual(['a']);
  });

  it('spec 8: a failure is logged and leaves the section empty instead of failing the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('502 from the Store API');
    const result = await secondarySection(
      'cross-selling',
      'p1',
      () => Promise.reject(failure),
      [] as string[],
    );
    expect(result).toEqual([]);
    expect(log).toHaveBeenCalledWith('[storefront] product p1: cross-selling could not be loaded', failure);
  });
});
