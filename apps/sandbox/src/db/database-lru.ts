import type { SandboxDatabase } from './open.js';

/** A map that keeps its `capacity` most recently used entries (a Map iterates in insertion order). */
export class LruMap<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, value);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * One LruMap per open database, for what is computed from a catalogue that does not change while the sandbox
 * runs (prepared statements, search hits, rendered products): closing or replacing the database drops it.
 */
export function lruPerDatabase<K, V>(capacity: number): (db: SandboxDatabase) => LruMap<K, V> {
  const maps = new WeakMap<SandboxDatabase, LruMap<K, V>>();
  return (db) => {
    let map = maps.get(db);
    if (!map) {
      map = new LruMap(capacity);
      maps.set(db, map);
    }
    return map;
  };
}
