import type { Language } from '../locale/locales';
import type { MessageKey } from './messages';

export type Translate = (
  key: MessageKey | (string & {}),
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The texts of one language, as the locale route delivers them to a page (see routes/locale.tsx). */
export interface Catalogue {
  language: Language;
  messages: Readonly<Record<string, string>>;
}

/**
 * A translator for one catalogue. Spec 8: a missing message only produces a console warning and renders the key,
 * so a key coming from content or the Store API never breaks a page.
 */
export function createTranslate(
  catalogue: Catalogue,
  warn: (message: string) => void = console.warn,
): Translate {
  const { language, messages } = catalogue;
  return (key, values) => {
    if (!Object.hasOwn(messages, key)) {
      warn(`[i18n] missing message '${key}' for language '${language}'`);
      return key;
    }
    const template = messages[key] ?? key;
    return values === undefined
      ? template
      : template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}
