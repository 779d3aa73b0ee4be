import { StoreApiError } from './StoreApiError.js';

/** The connection failed or was dropped before an answer arrived; spec 8 maps it to status 0. */
export class StoreApiNetworkError extends StoreApiError {
  override readonly name = 'StoreApiNetworkError' as const;
}
