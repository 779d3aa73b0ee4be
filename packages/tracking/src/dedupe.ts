import { DEDUPE_WINDOW_MS } from './timing';

/** When each event fingerprint last left the page (ms). */
export type DedupeState = ReadonlyMap<string, number>;

/** A stable fingerprint of an event: its JSON with keys sorted, so that field order never makes two events differ. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  );
}

/**
 * Spec 9's 30-second dedupe window as a pure transition: an event whose fingerprint left less than the window ago
 * is dropped; otherwise it passes and its time is remembered. Entries older than the window are forgotten.
 */
export function dedupe(
  state: DedupeState,
  fingerprint: string,
  now: number,
  windowMs: number = DEDUPE_WINDOW_MS,
): { pass: boolean; state: DedupeState } {
  const last = state.get(fingerprint);
  if (last !== undefined && now - last < windowMs) return { pass: false, state };
  const next = new Map<string, number>();
  for (const [key, at] of state) if (now - at < windowMs) next.set(key, at);
  next.set(fingerprint, now);
  return { pass: true, state: next };
}
