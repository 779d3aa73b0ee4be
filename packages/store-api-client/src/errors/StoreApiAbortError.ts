import { StoreApiError } from './StoreApiError.js';

/** The caller's `AbortSignal` fired (for example a React Router navigation cancelled the loader). */
export class StoreApiAbortError extends StoreApiError {
  override readonly name = 'StoreApiAbortError' as const;
}
