import { isEntityId } from './entityId.js';

/** The browser's list of viewed products (local storage: the Store API keeps no history for guests). */
export const LAST_SEEN_STORAGE_KEY = 'beautyshop.lastSeen';
/** How many viewed products the list keeps, most recent first. */
export const LAST_SEEN_LIMIT = 12;

/** The stored list, or an empty one when it is missing, not JSON, or written by something else. */
export function parseLastSeen(stored: string | null): string[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isEntityId))].slice(0, LAST_SEEN_LIMIT);
}

/** The list after a visit: the product moves to the front, once, and the oldest fall off. */
export function rememberProduct(lastSeen: readonly string[], productId: string): string[] {
  return [productId, ...lastSeen.filter((id) => id !== productId)].slice(0, LAST_SEEN_LIMIT);
}

/** What the last-seen slider shows on a product page: the other products, most recent first. */
export function lastSeenToShow(lastSeen: readonly string[], currentProductId: string): string[] {
  return lastSeen.filter((id) => id !== currentProductId);
}
