import { sizePropertyGroupIdOf } from '@beautyshop/catalogue';
import type { Locale } from '../locale/locales';
import { GENERAL_CACHE_TTL_MS } from './generalCacheTtl';
import type { RequestStoreApi } from './storeApi.server';

const cache = new Map<Locale, { expires: number; configuration: Promise<unknown> }>();

/**
 * The plugin configuration (spec 3, GET /store-api/config?locale=), which is the same for every shopper of a
 * locale: read once per locale and kept as general cached data (spec 9: 60 s). A failed read is not kept and
 * counts as an empty configuration, so a page never fails for a setting.
 */
export function loadPluginConfiguration(storeApi: RequestStoreApi): Promise<unknown> {
  const { locale } = storeApi.locale;
  const now = Date.now();
  const hit = cache.get(locale);
  if (hit && hit.expires > now) return hit.configuration;
  const configuration = storeApi.client.context.readConfig(locale).catch((error: unknown) => {
    console.warn('[storefront] plugin configuration could not be read', error);
    cache.delete(locale);
    return {};
  });
  cache.set(locale, { expires: now + GENERAL_CACHE_TTL_MS, configuration });
  return configuration;
}

/** Spec 3: the size property group of the plugin configuration's size/colour setting (spec 5 sorts its values). */
export async function loadSizePropertyGroupId(storeApi: RequestStoreApi): Promise<string | undefined> {
  return sizePropertyGroupIdOf(await loadPluginConfiguration(storeApi));
}
