import type { MessageKey } from '../i18n/messages';
import type { Locale } from '../locale/locales';
import { textIn } from './renderInShop';

/**
 * A text naming the legal pages (components/legal/LegalText.tsx) as a shopper reads it: with `linked`, each page's
 * name carries the link's 'opens in a new tab' that screen readers hear.
 */
export function legalTextIn(locale: Locale, key: MessageKey, linked = false): string {
  const name = (page: MessageKey) =>
    linked ? `${textIn(locale, page)} ${textIn(locale, 'legal.newTab')}` : textIn(locale, page);
  return textIn(locale, key, { privacy: name('legal.privacyLink'), terms: name('legal.termsLink') });
}
