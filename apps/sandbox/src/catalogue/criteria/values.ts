import type { Scalar } from './types.js';

/** Values at a dotted path; arrays along the way fan out (`states.shortCode` → every state's code). */
export function valuesAt(source: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return Array.isArray(source) ? source : [source];
  if (Array.isArray(source)) return source.flatMap((item) => valuesAt(item, path));
  if (!source || typeof source !== 'object') return [];
  const [head, ...rest] = path as [string, ...string[]];
  const record = source as Record<string, unknown>;
  // Translated fields are matched on their translated value, as Shopware does.
  const translated = record.translated as Record<string, unknown> | undefined;
  const next =
    translated && head in translated && translated[head] !== null ? translated[head] : record[head];
  return valuesAt(next, rest);
}

/** Loose equality as MySQL compares: '1' equals 1 and true; ids compare case-insensitively. */
export function looselyEquals(actual: unknown, expected: Scalar): boolean {
  if (expected === null) return actual === null || actual === undefined;
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'boolean') {
    const wanted = expected === true || expected === 1 || expected === '1' || expected === 'true';
    return actual === wanted;
  }
  if (typeof actual === 'number') return actual === Number(expected);
  return String(actual).toLowerCase() === String(expected).toLowerCase();
}

export function compareValues(a: unknown, b: unknown, natural: boolean): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), 'de', { numeric: natural, sensitivity: 'base' });
}
