import { useLocation, useMatches } from 'react-router';
import { type LanguageOptionLink, languageOptions } from '../../locale/languageOptions';
import { useLocale } from '../../locale/useLocale';

/**
 * SEO paths differ per language, so a page that has one names a path that exists in every locale (by id,
 * `alternatePath` in its loader data); that route redirects to the SEO path in the chosen language.
 */
function alternatePathOf(matches: readonly { data: unknown }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data;
    if (
      typeof data === 'object' &&
      data !== null &&
      'alternatePath' in data &&
      typeof data.alternatePath === 'string'
    ) {
      return data.alternatePath;
    }
  }
  return undefined;
}

/** The current page in every locale, for the language switcher and the country banner. */
export function useLanguageOptions(): LanguageOptionLink[] {
  const { locale } = useLocale();
  const location = useLocation();
  return languageOptions(alternatePathOf(useMatches()) ?? location.pathname, location.search, locale);
}
