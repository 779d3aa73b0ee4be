/** Spec 3: marketing parameters read from the query string. */
export const MARKETING_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];
export type MarketingParams = Partial<Record<MarketingParam, string>>;

/** Spec 3: each kept in its own stored value under a product-specific prefix. */
export const MARKETING_STORAGE_PREFIX = 'beautyshop_';

export function marketingStorageKey(param: MarketingParam): string {
  return `${MARKETING_STORAGE_PREFIX}${param}`;
}

/** The subset of the Web Storage API this module writes to. */
export interface KeyValueStorage {
  setItem(key: string, value: string): void;
  getItem(key: string): string | null;
}

/** The non-empty marketing parameters of a query string. */
export function readMarketingParams(search: URLSearchParams): MarketingParams {
  const params: MarketingParams = {};
  for (const param of MARKETING_PARAMS) {
    const value = search.get(param)?.trim();
    if (value) params[param] = value;
  }
  return params;
}

/**
 * Stores every non-empty marketing parameter and returns what it stored. Takes a query string or parameters read
 * earlier: the tracking runtime holds them until marketing consent allows storing them.
 */
export function storeMarketingParams(
  source: URLSearchParams | MarketingParams,
  storage: KeyValueStorage,
): MarketingParams {
  const params = source instanceof URLSearchParams ? readMarketingParams(source) : source;
  const stored: MarketingParams = {};
  for (const param of MARKETING_PARAMS) {
    const value = params[param];
    if (!value) continue;
    storage.setItem(marketingStorageKey(param), value);
    stored[param] = value;
  }
  return stored;
}
