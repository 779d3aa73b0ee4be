/** Where the page is shown: the web shop or the embedded app web view (spec 1, app mode). */
export type Platform = 'web' | 'app';

export interface VisibilityContext {
  platform: Platform;
  /** Shop locale as in the path, e.g. 'de-ch'. */
  locale: string;
}

/** Spec 9: "entry filtering depth 5". */
export const FILTER_DEPTH = 5;

const normalise = (value: string) => value.trim().toLowerCase();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const fieldsOf = (value: unknown): Record<string, unknown> | undefined =>
  isRecord(value) && isRecord(value.fields) ? value.fields : undefined;

/**
 * Spec 5 / 2.6: an entry with a `showIn` list is shown only where the list names the current platform or the
 * current locale (case and surrounding spaces ignored). Without `showIn` it is shown everywhere.
 */
export function matchesShowIn(entry: unknown, context: VisibilityContext): boolean {
  const showIn = fieldsOf(entry)?.showIn;
  if (!Array.isArray(showIn)) return true;
  const allowed = showIn.filter((v): v is string => typeof v === 'string').map(normalise);
  return allowed.includes(normalise(context.platform)) || allowed.includes(normalise(context.locale));
}

/** Spec 5: dropped when `visibility` is the text 'app only', trimmed and case-insensitive. */
export function isAppOnly(entry: unknown): boolean {
  const visibility = fieldsOf(entry)?.visibility;
  return typeof visibility === 'string' && normalise(visibility) === 'app only';
}

export const isEntryVisible = (entry: unknown, context: VisibilityContext): boolean =>
  !isAppOnly(entry) && matchesShowIn(entry, context);

/**
 * Returns a copy of the entry whose array fields hold only visible entries, recursing into the kept entries' array
 * fields down to `depth` levels (spec 5). Pure: the input (often the SDK's shared, possibly circular object
 * graph) is never mutated, and the depth bound stops at cycles.
 */
export function filterEntry<T>(entry: T, context: VisibilityContext, depth: number = FILTER_DEPTH): T {
  const fields = fieldsOf(entry);
  if (!fields || depth <= 0) return entry;
  const filtered: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    filtered[key] = Array.isArray(value)
      ? value
          .filter((item) => !fieldsOf(item) || isEntryVisible(item, context))
          .map((item) => filterEntry(item, context, depth - 1))
      : value;
  }
  return { ...(entry as Record<string, unknown>), fields: filtered } as T;
}

/** Filters a list of blocks (e.g. `fields.pageContent`) the same way. */
export const filterEntries = <T>(
  entries: readonly T[],
  context: VisibilityContext,
  depth = FILTER_DEPTH,
): T[] =>
  entries
    .filter((item) => !fieldsOf(item) || isEntryVisible(item, context))
    .map((item) => filterEntry(item, context, depth - 1));
