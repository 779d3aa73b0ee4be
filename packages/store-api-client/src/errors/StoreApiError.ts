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
    super(
      init.messages.join('\n') || `Store API request failed with status ${init.status}`,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.messages = init.messages;
    this.errors = init.errors ?? [];
    this.request = init.request;
    this.response = init.response;
    hideFromLogs(this, ['request', 'response']);
  }
}

/**
 * A request carries the access key and the context token, an answer customer data: kept on the error for code to
 * read, but not enumerable, so loggers that print an error's own properties (Node's inspect, a framework's default
 * error handler, JSON) never write them out.
 */
export function hideFromLogs(target: object, keys: readonly string[]): void {
  for (const key of keys) Object.defineProperty(target, key, { enumerable: false });
}
