import { StoreApiError } from './StoreApiError.js';

/** Input rejected before any request was sent (spec 5); status 400 because the request itself is wrong. */
export class StoreApiValidationError extends StoreApiError {
  override readonly name = 'StoreApiValidationError' as const;

  constructor(message: string) {
    super({ status: 400, messages: [message] });
  }
}
