import { isStoreApiHttpError } from '@beautyshop/store-api-client';

/**
 * The Store API's answer to a customer's call from a context that is no longer logged in (spec 6): 401, or 403
 * with CHECKOUT__CUSTOMER_NOT_LOGGED_IN. Another 403 (a guest's order lookup, say) means something else.
 */
export function isLoggedOutAnswer(error: unknown): boolean {
  return (
    isStoreApiHttpError(error) &&
    (error.status === 401 ||
      (error.status === 403 &&
        error.errors.some((entry) => entry.code === 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN')))
  );
}
