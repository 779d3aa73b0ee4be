import type { KeyValueStorage } from '@beautyshop/tracking';

/** Where the keys of events that left the page are kept (one entry, so the storage holds no list of keys). */
export const SENT_ONCE_STORAGE_KEY = 'bs-tracking-sent';
/** The newest keys kept; an order is confirmed once, so older ones are not shown again anyway. */
export const SENT_ONCE_MAX_KEYS = 50;

export interface SentOnce {
  has(key: string): boolean;
  mark(key: string): void;
}

function keysIn(storage: KeyValueStorage): string[] {
  const parsed: unknown = JSON.parse(storage.getItem(SENT_ONCE_STORAGE_KEY) ?? '[]');
  return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * The keys of events that already left the page (a `purchase` per order, a `begin_checkout` per cart), in the
 * browser's storage. Storage that fails (private mode, full, blocked) forgets nothing it does not know: `has` says
 * false and `mark` does nothing, so an event may then repeat rather than be lost.
 */
export function sentOnce(storage: () => KeyValueStorage | undefined): SentOnce {
  const read = (): string[] => {
    try {
      const store = storage();
      return store ? keysIn(store) : [];
    } catch {
      return [];
    }
  };
  return {
    has: (key) => read().includes(key),
    mark(key) {
      try {
        const keys = [...read().filter((known) => known !== key), key].slice(-SENT_ONCE_MAX_KEYS);
        storage()?.setItem(SENT_ONCE_STORAGE_KEY, JSON.stringify(keys));
      } catch {
        // Nothing to do: see above.
      }
    },
  };
}
