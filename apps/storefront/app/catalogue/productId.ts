/** Shopware ids are UUIDs written as 32 lower-case hex digits without dashes. */
const PRODUCT_ID = /^[0-9a-f]{32}$/;

/** Whether a value has the shape of a Shopware product id (checked before it reaches the Store API). */
export function isProductId(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_ID.test(value);
}
