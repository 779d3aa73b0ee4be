/** The parts of the Network Information API the prefetch decision reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Spec 2.1: internal links are prefetched when they scroll into view, except on 2g or data-saver connections. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (connection === undefined) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** The same decision for this browser's connection (none on the server, nor where the browser does not say). */
export function prefetchAllowedHere(): boolean {
  if (typeof navigator === 'undefined') return prefetchAllowed(undefined);
  return prefetchAllowed((navigator as Navigator & { connection?: ConnectionHints }).connection);
}
