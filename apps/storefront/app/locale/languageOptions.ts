import { localePath } from './fromPath';
import { LOCALES, type Locale } from './locales';

/** Each locale names itself in its own language (language switcher, spec 2.4). */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = {
  'de-de': 'Deutsch (Deutschland)',
  'en-gb': 'English (Germany)',
  'de-at': 'Deutsch (Österreich)',
  'de-ch': 'Deutsch (Schweiz)',
  'fr-ch': 'Français (Suisse)',
  'fr-fr': 'Français (France)',
};

export interface LanguageOptionLink {
  locale: Locale;
  label: string;
  href: string;
  current: boolean;
}

/**
 * The current page in every locale, keeping path and query. `finalPaths` are the page's own URLs per locale where
 * the page knows them (a category's or product's SEO path there, the same its hreflang names): the switch then
 * lands without a redirect, on the same listing page.
 */
export function languageOptions(
  pathname: string,
  search: string,
  current: Locale,
  finalPaths: Partial<Record<Locale, string>> = {},
): LanguageOptionLink[] {
  return LOCALES.map((locale) => ({
    locale,
    label: LOCALE_LABELS[locale],
    href: `${finalPaths[locale] ?? localePath(pathname, locale)}${search}`,
    current: locale === current,
  }));
}
