import { accessKeyFor, idFor } from '../ids.js';

export type LanguageCode = 'de' | 'en' | 'fr';

export const LANGUAGE_CODES: readonly LanguageCode[] = ['de', 'en', 'fr'];

export interface LanguageDefinition {
  readonly code: LanguageCode;
  readonly id: string;
  readonly localeCode: string;
  readonly name: string;
  readonly territory: string;
}

export const LANGUAGES: Record<LanguageCode, LanguageDefinition> = {
  de: {
    code: 'de',
    id: idFor('language:de'),
    localeCode: 'de-DE',
    name: 'Deutsch',
    territory: 'Deutschland',
  },
  en: {
    code: 'en',
    id: idFor('language:en'),
    localeCode: 'en-GB',
    name: 'English',
    territory: 'United Kingdom',
  },
  fr: { code: 'fr', id: idFor('language:fr'), localeCode: 'fr-FR', name: 'Français', territory: 'France' },
};

export function languageCodeOf(languageId: string): LanguageCode | undefined {
  return LANGUAGE_CODES.find((code) => LANGUAGES[code].id === languageId);
}

export type CurrencyCode = 'EUR' | 'CHF';

export const CURRENCY_IDS: Record<CurrencyCode, string> = {
  EUR: idFor('currency:EUR'),
  CHF: idFor('currency:CHF'),
};

export type MarketCode = 'DE' | 'AT' | 'CH' | 'FR';

export interface MarketDefinition {
  readonly code: MarketCode;
  readonly salesChannelId: string;
  readonly accessKey: string;
  readonly name: string;
  /** Storefront locales of this market (architecture.md, markets and locales). */
  readonly locales: readonly string[];
  readonly languages: readonly LanguageCode[];
  readonly currency: CurrencyCode;
  readonly countryIso: string;
}

const market = (
  code: MarketCode,
  name: string,
  locales: string[],
  languages: LanguageCode[],
  currency: CurrencyCode,
): MarketDefinition => ({
  code,
  salesChannelId: idFor(`sales-channel:${code}`),
  accessKey: accessKeyFor(code),
  name,
  locales,
  languages,
  currency,
  countryIso: code,
});

export const MARKETS: readonly MarketDefinition[] = [
  market('DE', 'Beautyshop Deutschland', ['de-de', 'en-gb'], ['de', 'en'], 'EUR'),
  market('AT', 'Beautyshop Österreich', ['de-at'], ['de'], 'EUR'),
  market('CH', 'Beautyshop Schweiz', ['de-ch', 'fr-ch'], ['de', 'fr'], 'CHF'),
  market('FR', 'Beautyshop France', ['fr-fr'], ['fr'], 'EUR'),
];

export const CUSTOMER_GROUP_ID = idFor('customer-group:default');
export const TAX_ID_STANDARD = idFor('tax:standard');
export const TAX_ID_REDUCED = idFor('tax:reduced');
export const DELIVERY_TIME_IDS = {
  fast: idFor('delivery-time:1-3-days'),
  express: idFor('delivery-time:1-day'),
  slow: idFor('delivery-time:3-5-days'),
};
export const UNIT_ID_ML = idFor('unit:ml');
export const UNIT_ID_G = idFor('unit:g');
export const UNIT_ID_PIECE = idFor('unit:piece');
export const NAVIGATION_ROOT_ID = idFor('category:root');
export const FOOTER_ROOT_ID = idFor('category:footer');
export const SERVICE_ROOT_ID = idFor('category:service');
