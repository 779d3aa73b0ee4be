/**
 * Answers held by the shared read cache (`sharedReadCache` in the config). A key's answer is loading (every
 * concurrent read of the key waits for the same load) or fresh until `expiresAt`. A failed load leaves no entry,
 * so the next read tries again.
 */
type Entry =
  | { readonly state: 'loading'; readonly answer: Promise<unknown> }
  | { readonly state: 'fresh'; readonly answer: Promise<unknown>; readonly expiresAt: number };

export interface SharedReadCacheLimits {
  /** How long an answer is reused, in ms, counted from its arrival. */
  ttl: number;
  /** Most entries held; the least recently read is dropped first. */
  maxEntries: number;
}

export interface SharedReadCache {
  /**
   * The answer held for `key` while it is loading or fresh; otherwise the answer of `load`, held for the next
   * reads. Callers must give the same kind of answer for the same key: the cache returns what it holds.
   */
  read<Answer>(key: string, load: () => Promise<Answer>): Promise<Answer>;
}

/** A time-limited, size-bounded, single-flight store of answers, one per client. */
export function createSharedReadCache({ ttl, maxEntries }: SharedReadCacheLimits): SharedReadCache {
  // A Map iterates in insertion order: re-inserting a key on every read keeps the least recently read first.
  const entries = new Map<string, Entry>();

  function touch(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
  }

  function dropLeastRecentlyRead(): void {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) return;
      entries.delete(key);
    }
  }

  return {
    read<Answer>(key: string, load: () => Promise<Answer>): Promise<Answer> {
      const held = entries.get(key);
      // performance.now() is monotonic: a wall-clock correction cannot stretch or cut an entry's life.
      if (held !== undefined && (held.state === 'loading' || performance.now() < held.expiresAt)) {
        touch(key, held);
        // The key names the call and the schema that checked the answer, so it holds an `Answer`.
        return held.answer as Promise<Answer>;
      }
      const answer = load();
      const loading: Entry = { state: 'loading', answer };
      touch(key, loading);
      dropLeastRecentlyRead();
      answer.then(
        () => {
          // The entry may have been dropped (or replaced) meanwhile; a dropped one stays dropped.
          if (entries.get(key) !== loading) return;
          entries.set(key, { state: 'fresh', answer, expiresAt: performance.now() + ttl });
        },
        () => {
          if (entries.get(key) === loading) entries.delete(key);
        },
      );
      return answer;
    },
  };
}
