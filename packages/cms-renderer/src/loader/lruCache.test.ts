import { describe, expect, it } from 'vitest';
import { createLruCache } from './lruCache';

describe('createLruCache', () => {
  it('drops the least recently used key beyond its size', () => {
    const cache = createLruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('refuses a size below 1', () => {
    expect(() => createLruCache(0)).toThrow(RangeError);
  });
});
