import type { KeyValueStorage } from '@beautyshop/tracking';
import { describe, expect, it } from 'vitest';
import { SENT_ONCE_MAX_KEYS, SENT_ONCE_STORAGE_KEY, sentOnce } from './sentOnce';

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
  };
}

describe('events sent once are remembered in the browser', () => {
  it('a marked key is known to every reader of the same storage (a reload, a second tab)', () => {
    const storage = memoryStorage();
    sentOnce(() => storage).mark('purchase:o1');
    expect(sentOnce(() => storage).has('purchase:o1')).toBe(true);
    expect(sentOnce(() => storage).has('purchase:o2')).toBe(false);
  });

  it(`keeps the newest ${SENT_ONCE_MAX_KEYS} keys in one entry`, () => {
    const storage = memoryStorage();
    const once = sentOnce(() => storage);
    for (let n = 0; n <= SENT_ONCE_MAX_KEYS; n++) once.mark(`k${n}`);
    expect(once.has('k0')).toBe(false);
    expect(once.has(`k${SENT_ONCE_MAX_KEYS}`)).toBe(true);
    expect([...storage.entries.keys()]).toEqual([SENT_ONCE_STORAGE_KEY]);
  });

  it('storage that fails or holds garbage knows nothing and never throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => sentOnce(() => broken).mark('k')).not.toThrow();
    expect(sentOnce(() => broken).has('k')).toBe(false);
    const garbage = memoryStorage();
    garbage.setItem(SENT_ONCE_STORAGE_KEY, '{not json');
    expect(sentOnce(() => garbage).has('k')).toBe(false);
    expect(sentOnce(() => undefined).has('k')).toBe(false);
  });
});
