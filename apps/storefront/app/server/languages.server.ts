import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { LocaleInfo, Market } from '../locale/locales';
import { GENERAL_CACHE_TTL_MS } from './generalCacheTtl';

const cache = new Map<Market, { until: number; byLanguage: Promise<Map<string, string>> }>();

async function loadLanguages(client: StoreApiClient): Promise<Map<string, string>> {
  const byLanguage = new Map<string, string>();
  for (const language of await client.context.readLanguages()) {
    const code = (language.translationCode?.code ?? language.locale?.code ?? '').toLowerCase();
    const short = code.split('-')[0];
    if (short && !byLanguage.has(short)) byLanguage.set(short, language.id);
  }
  return byLanguage;
}

/** The sales channel's language id for the locale's language (Shopware's GET /language, cached per market). */
export async function languageIdFor(client: StoreApiClient, locale: LocaleInfo): Promise<string | undefined> {
  const now = Date.now();
  let entry = cache.get(locale.market);
  if (entry === undefined || entry.until < now) {
    entry = { until: now + GENERAL_CACHE_TTL_MS, byLanguage: loadLanguages(client) };
    cache.set(locale.market, entry);
    // A failed lookup is retried by the next request instead of being cached for a minute.
    entry.byLanguage.catch(() => cache.delete(locale.market));
  }
  return (await entry.byLanguage).get(locale.language);
}
