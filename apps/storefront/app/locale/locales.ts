/** The six shop locales of spec 2.1 with their market (sales channel) and currency (architecture.md table). */
export const LOCALES = ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-ch', 'fr-fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const MARKETS = ['DE', 'AT', 'CH', 'FR'] as const;
export type Market = (typeof MARKETS)[number];

export type Language = 'de' | 'en' | 'fr';

const LANGUAGES: readonly string[] = ['de', 'en', 'fr'] satisfies Language[];

/** A language the shop has texts in (what arrives as data or from an asset is checked against it). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

export type Currency = 'EUR' | 'CHF';

export interface LocaleInfo {
  locale: Locale;
  market: Market;
  language: Language;
  currency: Currency;
  /** BCP 47 tag for `Intl`, `<html lang>` and `hreflang`. */
  tag: string;
}

export const DEFAULT_LOCALE: Locale = 'de-de';

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  'de-de': { locale: 'de-de', market: 'DE', language: 'de', currency: 'EUR', tag: 'de-DE' },
  'en-gb': { locale: 'en-gb', market: 'DE', language: 'en', currency: 'EUR', tag: 'en-GB' },
  'de-at': { locale: 'de-at', market: 'AT', language: 'de', currency: 'EUR', tag: 'de-AT' },
  'de-ch': { locale: 'de-ch', market: 'CH', language: 'de', currency: 'CHF', tag: 'de-CH' },
  'fr-ch': { locale: 'fr-ch', market: 'CH', language: 'fr', currency: 'CHF', tag: 'fr-CH' },
  'fr-fr': { locale: 'fr-fr', market: 'FR', language: 'fr', currency: 'EUR', tag: 'fr-FR' },
};

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}
