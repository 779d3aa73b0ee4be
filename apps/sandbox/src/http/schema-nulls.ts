/**
 * Fields the schema declares nullable; every other null is left out, because the schema types those fields
 * as plain strings or objects (Shopware's serializer writes them as null, which a schema-validating client rejects).
 */
const NULLABLE = new Set([
  'listPrice',
  'referencePrice',
  'regulationPrice',
  'variantId',
  'variantListingConfig',
  'customer',
  'rating',
]);

/** True for a field that is null where the schema does not allow null: the answer leaves it out. */
export function isLeftOutNull(key: string, value: unknown): boolean {
  return value === null && !NULLABLE.has(key);
}

/** JSON.stringify replacer that leaves out the nulls the schema does not allow (copying the tree cost twice as much). */
export function withoutSchemaNulls(key: string, value: unknown): unknown {
  return isLeftOutNull(key, value) ? undefined : value;
}
