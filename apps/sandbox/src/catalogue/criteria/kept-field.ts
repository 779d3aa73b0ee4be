import type { Criteria } from './types.js';

/**
 * Whether an answer shaped by these criteria keeps `field` of the entities with this `apiAlias` (Shopware's
 * `includes` keep only the listed fields, `excludes` drop theirs). A route may skip building a field the answer
 * will not carry: the bytes are the same either way.
 */
export function keepsField(
  criteria: Pick<Criteria, 'includes' | 'excludes'>,
  alias: string,
  field: string,
): boolean {
  const included = criteria.includes?.[alias];
  if (included && !included.includes(field)) return false;
  return !criteria.excludes?.[alias]?.includes(field);
}
