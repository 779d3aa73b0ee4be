import { useLocation, useMatches } from 'react-router';
import { type LanguageOptionLink, languageOptions } from '../../locale/languageOptions';
import { useLocale } from '../../locale/useLocale';
import { alternatePathOf } from '../../seo/alternatePath';
import { hreflangPathsOf } from '../../seo/hreflangPaths';

/** The current page in every locale, for the language switcher and the country banner. */
export function useLanguageOptions(): LanguageOptionLink[] {
  const { locale } = useLocale();
  const location = useLocation();
  const matches = useMatches();
  const fallback = alternatePathOf(matches) ?? location.pathname;
  return languageOptions(fallback, location.search, locale, hreflangPathsOf(matches));
}
