import type { StoreApiAbortError } from './StoreApiAbortError.js';
import type { StoreApiConfigError } from './StoreApiConfigError.js';
import type { StoreApiError } from './StoreApiError.js';
import type { StoreApiHttpError } from './StoreApiHttpError.js';
import type { StoreApiNetworkError } from './StoreApiNetworkError.js';
import type { StoreApiSchemaError } from './StoreApiSchemaError.js';
import type { StoreApiTimeoutError } from './StoreApiTimeoutError.js';
import type { StoreApiValidationError } from './StoreApiValidationError.js';

const storeApiErrorNames = new Set([
  'StoreApiError',
  'StoreApiHttpError',
  'StoreApiTimeoutError',
  'StoreApiNetworkError',
  'StoreApiAbortError',
  'StoreApiValidationError',
  'StoreApiConfigError',
  'StoreApiSchemaError',
]);

// Checks by name and shape instead of instanceof, so errors from another realm or a duplicated copy of the
// package (as ky does) are still recognised.
export function isStoreApiError(error: unknown): error is StoreApiError {
  return (
    error instanceof Error &&
    storeApiErrorNames.has(error.name) &&
    typeof (error as { status?: unknown }).status === 'number' &&
    Array.isArray((error as { messages?: unknown }).messages)
  );
}

const hasName =
  <T extends StoreApiError>(name: T['name']) =>
  (error: unknown): error is T =>
    isStoreApiError(error) && error.name === name;

export const isStoreApiHttpError = hasName<StoreApiHttpError>('StoreApiHttpError');
export const isStoreApiTimeoutError = hasName<StoreApiTimeoutError>('StoreApiTimeoutError');
export const isStoreApiNetworkError = hasName<StoreApiNetworkError>('StoreApiNetworkError');
export const isStoreApiAbortError = hasName<StoreApiAbortError>('StoreApiAbortError');
export const isStoreApiValidationError = hasName<StoreApiValidationError>('StoreApiValidationError');
export const isStoreApiConfigError = hasName<StoreApiConfigError>('StoreApiConfigError');
export const isStoreApiSchemaError = hasName<StoreApiSchemaError>('StoreApiSchemaError');
