import { StoreApiError } from './StoreApiError.js';

/** No answer within the time-out; spec 8 maps it to status 408. */
export class StoreApiTimeoutError extends StoreApiError {
  override readonly name = 'StoreApiTimeoutError' as const;
}
