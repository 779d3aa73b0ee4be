/** Shopware ids are UUIDs written as 32 lower-case hex digits without dashes. */
const ENTITY_ID = /^[0-9a-f]{32}$/;

/**
 * Whether a value has the shape of a Shopware id (product, category, landing page), checked before it reaches
 * the Store API: anything else names no page (404), where the Store API would answer 400.
 */
export function isEntityId(value: unknown): value is string {
  return typeof value === 'string' && ENTITY_ID.test(value);
}
