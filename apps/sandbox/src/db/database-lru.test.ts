import { describe, expect, it } from 'vitest';
import { LruMap, lruPerDatabase } from './database-lru.js';
import { openDatabase } from './open.js';

describe('LruMap', () => {
  it('keeps the most recently used entries up to its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.size]).toEqual([1, 3, 2]);
  });
});

describe('lruPerDatabase', () => {
  it('gives each database its own map', () => {
    const mapOf = lruPerDatabase<string, number>(10);
    const one = openDatabase(':memory:');
    const other = openDatabase(':memory:');
    mapOf(one).set('x', 1);
    expect(mapOf(one).get('x')).toBe(1);
    expect(mapOf(other).get('x')).toBeUndefined();
    one.close();
    other.close();
  });
});
