import { StoreApiError } from './StoreApiError.js';

/** The server answered with a 4xx or 5xx status. */
export class StoreApiHttpError extends StoreApiError {
  override readonly name = 'StoreApiHttpError' as const;
}
