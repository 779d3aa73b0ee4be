import type { Language } from '../locale/locales';
import type { MessageKey } from './messages';

export type Translate = (
  key: MessageKey | (string & {}),
  values?: Readonly<Record<string, string | number>>,
) => string;

/** The texts of one language, as a page translates with them. */
export interface Catalogue {
  language: Language;
  messages: Readonly<Record<string, string>>;
}

/**
 * A catalogue as the locale route sends it to a page (routes/locale.tsx): the messages as one JSON text.
 * React Router's turbo-stream writes an object as one value per key and text (the messages were 1,165 of the
 * category page's 2,699 values) and the browser decodes them one by one while the page starts; one text is one
 * value, read with one `JSON.parse`.
 */
export interface CatalogueData {
  language: Language;
  messages: string;
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
