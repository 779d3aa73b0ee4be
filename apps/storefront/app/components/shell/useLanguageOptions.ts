import { useLocation, useMatches } from 'react-router';
import { type LanguageOptionLink, languageOptions } from '../../locale/languageOptions';
import { useLocale } from '../../locale/useLocale';
import { alternatePathOf } from '../../seo/alternatePath';

/** The current page in every locale, for the language switcher and the country banner. */
export function useLanguageOptions(): LanguageOptionLink[] {
  const { locale } = useLocale();
  const location = useLocation();
  return languageOptions(alternatePathOf(useMatches()) ?? location.pathname, location.search, locale);
}
