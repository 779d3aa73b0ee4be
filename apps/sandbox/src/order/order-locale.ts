import { type LanguageCode, MARKETS } from '../seed/markets.js';

/**
 * The storefront locale of an order's market and language (`fr-ch` for a French order in Switzerland), as
 * Shopware picks the sales channel domain of the order's language for its mails and documents; the market's
 * first locale for a language it does not list.
 */
export function storefrontLocaleOf(salesChannelId: string, language: LanguageCode): string | undefined {
  const market = MARKETS.find((entry) => entry.salesChannelId === salesChannelId);
  if (!market) return undefined;
  return market.locales[market.languages.indexOf(language)] ?? market.locales[0];
}

/** The BCP 47 locale `Intl` formats with, for a storefront locale (`fr-ch` -> `fr-CH`); German by default. */
export function intlLocaleOf(storefrontLocale: string | undefined): string {
  const [language, country] = (storefrontLocale ?? 'de-de').split('-');
  return country ? `${language}-${country.toUpperCase()}` : String(language);
}
