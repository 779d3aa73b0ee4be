import type { Locale } from './locales';

/**
 * The root redirect's setting (spec 2.1: 'the root redirect is configurable'): the locale that a shopper without
 * a remembered one is sent to, or `off`, where the root shows the default locale's home page itself.
 */
export type RootRedirectSetting = Locale | 'off';

/**
 * Where `/` sends a shopper (spec 2.1 and 9): the locale remembered in the `i18n_redirected` cookie, then the
 * configured default; browser language detection is off. Undefined: the root answers itself (setting `off`).
 */
export function rootRedirectLocale(
  remembered: Locale | undefined,
  setting: RootRedirectSetting,
): Locale | undefined {
  if (setting === 'off') return undefined;
  return remembered ?? setting;
}
