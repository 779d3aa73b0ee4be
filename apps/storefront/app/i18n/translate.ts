import type { Language } from '../locale/locales';
import { de, type MessageKey, type Messages } from './de';
import { en } from './en';
import { fr } from './fr';

const CATALOGUES: Readonly<Record<Language, Messages>> = { de, en, fr };

export type Translate = (
  key: MessageKey | (string & {}),
  values?: Readonly<Record<string, string | number>>,
) => string;

function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(de, key);
}

/**
 * A translator for one language. Spec 8: a missing message only produces a console warning and renders the key,
 * so a key coming from content or the Store API never breaks a page.
 */
export function createTranslate(
  language: Language,
  warn: (message: string) => void = console.warn,
): Translate {
  const catalogue = CATALOGUES[language];
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
