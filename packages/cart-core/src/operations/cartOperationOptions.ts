import type { StoreApiClient } from '@beautyshop/store-api-client';

/**
 * What every operation factory takes: the shopper's session client (from `createContextTokenSession` of
 * `@beautyshop/store-api-client`, which sends the context token and writes a new one back).
 */
export interface CartOperationOptions {
  client: Pick<StoreApiClient, 'cart'>;
}

/** Per-call options every operation passes on to the client. */
export interface CartCallOptions {
  signal?: AbortSignal | undefined;
}
