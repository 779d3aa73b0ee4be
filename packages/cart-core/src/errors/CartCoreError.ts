/**
 * A programmer error of this package (a missing option, an operation that does not exist): thrown, never returned.
 * Expected failures of the Store API (out of stock, unknown code) are data (`{ cart, errors }`).
 */
export class CartCoreError extends Error {
  override readonly name = 'CartCoreError' as const;

  /** `where` names the function, e.g. `createCartHandler`. */
  constructor(where: string, message: string, options?: { cause?: unknown }) {
    super(`[@beautyshop/cart-core/${where}] ${message}`, options);
  }
}

/** Whether a value is a `CartCoreError`, also across realms (by name). */
export function isCartCoreError(value: unknown): value is CartCoreError {
  return value instanceof Error && value.name === 'CartCoreError';
}
