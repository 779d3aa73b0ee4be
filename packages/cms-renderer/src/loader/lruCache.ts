/** A Map kept in recency order: reading moves a key to the end, writing past `maxSize` drops the oldest. */
export function createLruCache<K, V>(maxSize: number) {
  if (!Number.isInteger(maxSize) || maxSize < 1)
    throw new RangeError('cache size must be a whole number above 0');
  const map = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      if (!map.has(key)) return undefined;
      const value = map.get(key) as V;
      map.delete(key);
      map.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > maxSize) map.delete(map.keys().next().value as K);
    },
    delete(key: K): void {
      map.delete(key);
    },
    get size(): number {
      return map.size;
    },
  };
}
