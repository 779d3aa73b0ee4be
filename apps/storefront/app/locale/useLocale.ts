import { useMatches } from 'react-router';
import { createTranslate, type Translate } from '../i18n/translate';
import { LOCALE_INFO, type LocaleInfo } from './locales';
import { localeFromRouteId } from './routeId';

/** Spec 2.1: the active language comes from the locale part of the deepest matched route's id. */
export function useLocale(): LocaleInfo {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  return LOCALE_INFO[localeFromRouteId(deepest?.id ?? '')];
}

export function useTranslate(): Translate {
  return createTranslate(useLocale().language);
}
