import { createStoreApiClient } from '../client.js';
import type { StoreApiClientConfig, StoreApiLogger } from '../config.js';
import type { TestServer } from './testServer.js';

export const ACCESS_KEY = 'SWSCBEAUTYSHOPDE000000000';

/** A logger that records instead of printing, so tests can assert what was logged. */
export function recordingLogger(): StoreApiLogger & { entries: { message: string; error: unknown }[] } {
  const entries: { message: string; error: unknown }[] = [];
  return { entries, error: (message, error) => entries.push({ message, error }) };
}

export function clientFor(server: TestServer, config: Partial<StoreApiClientConfig> = {}) {
  return createStoreApiClient({
    endpoint: server.url,
    accessKey: ACCESS_KEY,
    timeout: 2_000,
    logger: recordingLogger(),
    ...config,
  });
}
