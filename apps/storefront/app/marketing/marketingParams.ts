/** Spec 3: marketing parameters read from the query string. */
export const MARKETING_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];

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

/** Stores every non-empty marketing parameter of the URL and returns what it stored. */
export function storeMarketingParams(
  search: URLSearchParams,
  storage: KeyValueStorage,
): Partial<Record<MarketingParam, string>> {
  const stored: Partial<Record<MarketingParam, string>> = {};
  for (const param of MARKETING_PARAMS) {
    const value = search.get(param)?.trim();
    if (!value) continue;
    storage.setItem(marketingStorageKey(param), value);
    stored[param] = value;
  }
  return stored;
}
