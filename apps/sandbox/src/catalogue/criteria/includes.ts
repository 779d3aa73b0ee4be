import { JsonFragment } from '../../http/json-fragment.js';

/**
 * Shopware's `includes`: per apiAlias, only the listed fields (plus apiAlias) survive, at any depth.
 * `excludes` removes the listed fields.
 */
export function applyIncludes(
  value: unknown,
  includes: Record<string, string[]> | undefined,
  excludes?: Record<string, string[]>,
): unknown {
  if (!includes && !excludes) return value;
  // Fragments were shaped by the same includes when they were written.
  if (value instanceof JsonFragment) return value;
  if (Array.isArray(value)) return value.map((item) => applyIncludes(item, includes, excludes));
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record.apiAlias === 'string' ? record.apiAlias : undefined;
  const allowed = alias && includes?.[alias] ? new Set([...includes[alias], 'apiAlias']) : undefined;
  const removed = alias && excludes?.[alias] ? new Set(excludes[alias]) : undefined;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (allowed && !allowed.has(key)) continue;
    if (removed?.has(key)) continue;
    result[key] = applyIncludes(child, includes, excludes);
  }
  return result;
}
