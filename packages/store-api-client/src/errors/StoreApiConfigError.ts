import { StoreApiError } from './StoreApiError.js';

/** The client was created without an endpoint or access key (spec 5, exact text). */
export class StoreApiConfigError extends StoreApiError {
  override readonly name = 'StoreApiConfigError' as const;
  readonly missing: readonly string[];

  constructor(missing: readonly string[]) {
    super({
      status: 0,
      messages: [`Missing ${missing.join(', ')} environment variables. Please check your .env file`],
    });
    this.missing = missing;
  }
}
