import { StoreApiValidationError } from './errors/StoreApiValidationError.js';

/** Spec 5: "You need to provide ... id", with the thing named (shipping method, payment method, currency, address). */
export function requireId(id: string | null | undefined, thing: string): string {
  if (typeof id !== 'string' || id.trim() === '')
    throw new StoreApiValidationError(`You need to provide ${thing} id`);
  return id;
}

export const HANDLE_PAYMENT_NEEDS_ORDER_ID = 'Handling a payment requires an orderId';
export const LISTING_NEEDS_CATEGORY_ID = 'A listing search needs a category id';

export function requireText(value: string | null | undefined, message: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new StoreApiValidationError(message);
  return value;
}

/** Spec 5: cart quantity defaults to 1 and is parsed as a whole number ('3' → 3, 2.7 → 2). */
export function parseQuantity(quantity: number | string | null | undefined): number {
  if (quantity === undefined || quantity === null || quantity === '') return 1;
  const parsed = Number.parseInt(String(quantity), 10);
  if (!Number.isFinite(parsed) || parsed < 1) {
    throw new StoreApiValidationError(
      `Quantity must be a whole number of at least 1, got '${String(quantity)}'`,
    );
  }
  return parsed;
}

export type FilterValue =
  | string
  | number
  | boolean
  | readonly (string | null | undefined)[]
  | null
  | undefined;

/** Spec 5 and 9: several values are joined with '|'; empty values are dropped (and an all-empty filter too). */
export function joinFilterValues(value: FilterValue): string | number | boolean | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value !== 'object') return value;
  const values = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return values.length === 0 ? undefined : values.join('|');
}
