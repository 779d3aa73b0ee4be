import { isLocale, LOCALE_INFO, LOCALES, type Locale, MARKETS, type Market } from './locales';

function isMarket(value: string): value is Market {
  return (MARKETS as readonly string[]).includes(value);
}

/**
 * The shop locale a browser language tag points to, or undefined when it names no market of ours.
 * - a tag equal to a shop locale is that locale ('fr-CH' → fr-ch, 'de-AT' → de-at);
 * - a language the tag's market offers is that market's locale ('en-DE' → en-gb, the German market in English);
 * - any other language in one of our markets gets the market's first locale ('it-CH' → de-ch): prices, currency
 *   and delivery follow the market, so the market matters more than the language;
 * - a tag without region or with a region we do not sell to ('fr', 'en-US', 'fr-BE') says nothing about the
 *   market, so it suggests nothing.
 */
export function localeForLanguageTag(tag: string): Locale | undefined {
  const normalised = tag.trim().toLowerCase().replaceAll('_', '-');
  if (isLocale(normalised)) return normalised;
  const [language = '', ...subtags] = normalised.split('-');
  // BCP 47: the region is the two-letter subtag after the language (and after an optional four-letter script).
  const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag))?.toUpperCase() ?? '';
  if (!isMarket(region)) return undefined;
  const inMarket = LOCALES.filter((locale) => LOCALE_INFO[locale].market === region);
  return inMarket.find((locale) => LOCALE_INFO[locale].language === language) ?? inMarket[0];
}

export interface CountryBannerInput {
  /** The locale of the page being shown. */
  current: Locale;
  /** The browser's languages, most preferred first (`navigator.languages`). */
  preferredLanguages: readonly string[];
  /** The shopper closed the banner before (cookie). */
  dismissed: boolean;
}

/**
 * Spec 2.4 country banner: the locale to suggest, or undefined for no banner. The first preferred language that
 * names one of our markets decides: when it is the current locale the shopper is already right, even if a later,
 * less preferred language would point elsewhere.
 */
export function countryBannerSuggestion({
  current,
  preferredLanguages,
  dismissed,
}: CountryBannerInput): Locale | undefined {
  if (dismissed) return undefined;
  for (const tag of preferredLanguages) {
    const locale = localeForLanguageTag(tag);
    if (locale !== undefined) return locale === current ? undefined : locale;
  }
  return undefined;
}
