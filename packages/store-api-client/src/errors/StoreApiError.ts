import type { ShopwareError } from '../schemas/shopwareError.js';

export interface StoreApiErrorInit {
  status: number;
  messages: readonly string[];
  errors?: readonly ShopwareError[];
  request?: Request;
  response?: Response;
  cause?: unknown;
}

/**
 * Base of every error the client throws (spec 8): a status code plus a list of messages the shop can show.
 * Subclasses set a const `name` so that `is*` guards also work across realms (ky's approach).
 */
export class StoreApiError extends Error {
  override name: string = 'StoreApiError';
  /** HTTP status; 408 for a time-out, 0 for a network failure (spec 8). */
  readonly status: number;
  readonly messages: readonly string[];
  /** The server's `errors` list when it sent one (Shopware error objects). */
  readonly errors: readonly ShopwareError[];
  readonly request: Request | undefined;
  readonly response: Response | undefined;

  constructor(init: StoreApiErrorInit) {
    super(init.messages.join('\n') || `Store API request failed with status ${init.status}`, {
      cause: init.cause,
    });
    this.status = init.status;
    this.messages = init.messages;
    this.errors = init.errors ?? [];
    this.request = init.request;
    this.response = init.response;
  }
}
