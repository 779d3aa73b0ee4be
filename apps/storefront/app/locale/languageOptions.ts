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

/** The current page in every locale, keeping path and query. */
export function languageOptions(pathname: string, search: string, current: Locale): LanguageOptionLink[] {
  return LOCALES.map((locale) => ({
    locale,
    label: LOCALE_LABELS[locale],
    href: `${localePath(pathname, locale)}${search}`,
    current: locale === current,
  }));
}
