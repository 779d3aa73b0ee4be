import type { Language } from '../locale/locales';
import { MESSAGES, type MessageKey } from './messages';

export type Translate = (
  key: MessageKey | (string & {}),
  values?: Readonly<Record<string, string | number>>,
) => string;

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES.de, key);
}

/**
 * A translator for one language. Spec 8: a missing message only produces a console warning and renders the key,
 * so a key coming from content or the Store API never breaks a page.
 */
export function createTranslate(
  language: Language,
  warn: (message: string) => void = console.warn,
): Translate {
  const catalogue = MESSAGES[language];
  return (key, values) => {
    if (!isMessageKey(key)) {
      warn(`[i18n] missing message '${key}' for language '${language}'`);
      return key;
    }
    const template = catalogue[key];
    return values === undefined
      ? template
      : template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}
