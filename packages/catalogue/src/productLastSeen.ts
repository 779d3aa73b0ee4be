import { isEntityId } from './entityId.js';

/** The browser's list of viewed products (local storage: the Store API keeps no history for guests). */
export const LAST_SEEN_STORAGE_KEY = 'beautyshop.lastSeen';
/** How many viewed products the list keeps, most recent first. */
export const LAST_SEEN_LIMIT = 12;

/**
 * A viewed product: the variant the shopper saw, and its family (the parent of a variant). The list keeps one
 * entry per family, so that two sizes of one cream are one product seen (issue 19).
 */
export interface LastSeenEntry {
  id: string;
  family: string;
}

function entryOf(value: unknown): LastSeenEntry | undefined {
  // Lists written before families were kept hold bare ids: each is its own family.
  if (isEntityId(value)) return { id: value, family: value };
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, family } = value as { id?: unknown; family?: unknown };
  return isEntityId(id) && isEntityId(family) ? { id, family } : undefined;
}

/** The stored list, or an empty one when it is missing, not JSON, or written by something else. */
export function parseLastSeen(stored: string | null): LastSeenEntry[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: LastSeenEntry[] = [];
  for (const item of value) {
    const entry = entryOf(item);
    if (entry !== undefined && !entries.some((kept) => kept.family === entry.family)) entries.push(entry);
  }
  return entries.slice(0, LAST_SEEN_LIMIT);
}

/** The list after a visit: the product moves to the front, once per family, and the oldest fall off. */
export function rememberProduct(lastSeen: readonly LastSeenEntry[], viewed: LastSeenEntry): LastSeenEntry[] {
  return [viewed, ...lastSeen.filter((entry) => entry.family !== viewed.family)].slice(0, LAST_SEEN_LIMIT);
}

/** What the last-seen slider shows on a product page: the products of other families, most recent first. */
export function lastSeenToShow(lastSeen: readonly LastSeenEntry[], currentFamily: string): string[] {
  return lastSeen.filter((entry) => entry.family !== currentFamily).map((entry) => entry.id);
}
