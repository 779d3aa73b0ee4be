import { frequentSearchTerms } from '../catalogue/frequentSearchTerms';
import type { Locale } from '../locale/locales';
import { GENERAL_CACHE_TTL_MS } from './generalCacheTtl';
import type { RequestStoreApi } from './storeApi.server';

const cache = new Map<Locale, { expires: number; terms: Promise<string[]> }>();

/**
 * Spec 1 and 2.4: the frequently searched terms, from the plugin configuration's `frequentlySearchedTerms`
 * (GET /store-api/config). Without them the search page still works: a failure is logged and shows no terms.
 */
export function loadFrequentSearchTerms(storeApi: RequestStoreApi): Promise<string[]> {
  const { locale } = storeApi.locale;
  const now = Date.now();
  const hit = cache.get(locale);
  if (hit && hit.expires > now) return hit.terms;
  const terms = storeApi.client.context.readConfig(locale).then(
    (config) => frequentSearchTerms(config, storeApi.locale.language),
    (error: unknown) => {
      console.warn('[storefront] frequently searched terms could not be loaded', error);
      cache.delete(locale);
      return [];
    },
  );
  cache.set(locale, { expires: now + GENERAL_CACHE_TTL_MS, terms });
  return terms;
}
