import { StoreApiConfigError } from './errors/StoreApiConfigError.js';

/** Where logged failures go (spec 8: recommendation, cross-selling and bundle errors are logged). */
export interface StoreApiLogger {
  error(message: string, error: unknown): void;
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
}

export const DEFAULT_TIMEOUT = 10_000;

export interface ResolvedConfig {
  prefixUrl: string;
  endpoint: string;
  accessKey: string;
  timeout: number;
  headers: Record<string, string>;
  fetch: typeof globalThis.fetch | undefined;
  logger: StoreApiLogger;
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
  };
}
