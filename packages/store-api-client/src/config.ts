import { StoreApiConfigError } from './errors/StoreApiConfigError.js';
import type { SharedReadCacheLimits } from './sharedReadCache.js';

/** Where logged failures go (spec 8: recommendation, cross-selling and bundle errors are logged). */
export interface StoreApiLogger {
  error(message: string, error: unknown): void;
}

/** The opt-in shared cache of anonymous catalogue reads (`StoreApiClientConfig.sharedReadCache`). */
export interface SharedReadCacheConfig {
  /** How long an answer is reused, in ms, counted from its arrival (spec 9: general cached data 60 s). */
  ttl: number;
  /** Most answers held; the least recently read is dropped first. Default 1000. */
  maxEntries?: number;
}

export interface StoreApiClientConfig {
  /** Shop base URL, e.g. `https://shop.example.com`; `/store-api` is appended unless already present. */
  endpoint: string | undefined;
  /** The sales channel access key, sent as `sw-access-key`. */
  accessKey: string | undefined;
  /** The shopper's context token (from the cookie), sent as `sw-context-token`. */
  contextToken?: string | undefined;
  /** The language id (from the cookie), sent as `sw-language-id`. */
  languageId?: string | undefined;
  /** Per-attempt time-out in ms. Default 10 000 (spec 9's first reading; see the README for the 60 s reading). */
  timeout?: number;
  /** Called with the new token whenever a response carries a different `sw-context-token`. */
  onContextTokenChange?: (contextToken: string, previous: string | undefined) => void;
  /** Extra headers for every request (they cannot replace the `sw-*` headers). */
  headers?: Record<string, string>;
  /** A `fetch` implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
  /** Default: `console`. */
  logger?: StoreApiLogger;
  /** Names used in the 'Missing ... environment variables' message. */
  variableNames?: { endpoint?: string; accessKey?: string };
  /**
   * Off by default. When set, the parsed answers of catalogue reads (navigation, categories, listings, search,
   * products, SEO URLs, languages, countries, salutations, plugin config ...) are shared for `ttl` ms by every
   * session of this client that started without a context token: anonymous shoppers of one sales channel see
   * the same answers per language. A shared answer is the same object for every caller, so treat answers as
   * read-only.
   */
  sharedReadCache?: SharedReadCacheConfig;
}

export const DEFAULT_TIMEOUT = 10_000;
/** How many answers the shared read cache holds unless `sharedReadCache.maxEntries` says otherwise. */
export const DEFAULT_SHARED_READ_CACHE_ENTRIES = 1000;

export interface ResolvedConfig {
  prefixUrl: string;
  endpoint: string;
  accessKey: string;
  timeout: number;
  headers: Record<string, string>;
  fetch: typeof globalThis.fetch | undefined;
  logger: StoreApiLogger;
  sharedReadCache: SharedReadCacheLimits | undefined;
}

const consoleLogger: StoreApiLogger = {
  error: (message, error) => console.error(message, error),
};

/** Spec 5: a missing endpoint or access key is an error naming the variables. */
export function resolveConfig(config: StoreApiClientConfig): ResolvedConfig {
  const missing: string[] = [];
  const endpoint = config.endpoint?.trim();
  const accessKey = config.accessKey?.trim();
  if (!endpoint) missing.push(config.variableNames?.endpoint ?? 'SHOPWARE_ENDPOINT');
  if (!accessKey) missing.push(config.variableNames?.accessKey ?? 'SHOPWARE_ACCESS_KEY');
  if (!endpoint || !accessKey) throw new StoreApiConfigError(missing);
  const base = endpoint.replace(/\/+$/, '').replace(/\/store-api$/, '');
  return {
    prefixUrl: `${base}/store-api/`,
    endpoint: base,
    accessKey,
    timeout: config.timeout ?? DEFAULT_TIMEOUT,
    headers: config.headers ?? {},
    fetch: config.fetch,
    logger: config.logger ?? consoleLogger,
    sharedReadCache: resolveSharedReadCache(config.sharedReadCache),
  };
}

/** A cache limit that is not a positive number is a bug in the caller's setup, not a shop failure: it throws. */
function resolveSharedReadCache(
  config: SharedReadCacheConfig | undefined,
): SharedReadCacheLimits | undefined {
  if (config === undefined) return undefined;
  const { ttl, maxEntries = DEFAULT_SHARED_READ_CACHE_ENTRIES } = config;
  if (!(ttl > 0)) {
    throw new RangeError(
      `[@beautyshop/store-api-client] createStoreApiClient: sharedReadCache.ttl must be a positive number of milliseconds, got ${ttl}`,
    );
  }
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(
      `[@beautyshop/store-api-client] createStoreApiClient: sharedReadCache.maxEntries must be a whole number of at least 1, got ${maxEntries}`,
    );
  }
  return { ttl, maxEntries };
}
