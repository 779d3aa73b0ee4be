import { useMatches } from 'react-router';
import { translateFor } from '../i18n/pageCatalogue';
import type { Translate } from '../i18n/translate';
import { LOCALE_INFO, type LocaleInfo } from './locales';
import { localeOfMatches } from './routeId';

/** Spec 2.1: the active language comes from the locale part of the deepest matched route's id. */
export function useLocale(): LocaleInfo {
  return LOCALE_INFO[localeOfMatches(useMatches())];
}

/** The page's texts, from the catalogue its locale route delivered. */
export function useTranslate(): Translate {
  return translateFor(useMatches(), useLocale().language);
}
