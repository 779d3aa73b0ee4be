import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { LocaleInfo } from '../locale/locales';

/**
 * The sales channel's language id for the locale's language (Shopware's GET /language). Called with the market's
 * base client, whose shared read cache keeps the answer for 60 s (spec 9) and retries a failed lookup on the next
 * request.
 */
export async function languageIdFor(client: StoreApiClient, locale: LocaleInfo): Promise<string | undefined> {
  for (const language of await client.context.readLanguages()) {
    const code = (language.translationCode?.code ?? language.locale?.code ?? '').toLowerCase();
    if (code.split('-')[0] === locale.language) return language.id;
  }
  return undefined;
}
