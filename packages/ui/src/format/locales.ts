/** The shop's locales (spec 2.1 and 9); formatters also accept any other BCP 47 tag. */
export const shopLocales = ['de-de', 'en-gb', 'de-at', 'de-ch', 'fr-fr', 'fr-ch'] as const;

export type ShopLocale = (typeof shopLocales)[number];
