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
 * Where a page finds its texts, as the locale route sends it (routes/locale.tsx). The texts themselves are an
 * asset of their own at `href` (routes/texts.ts), named by `version` (the language and a hash of its texts): in
 * every document's page data they were 42 KB of the category page's 278 KB (10 of its 43 KB gzipped), and
 * the browser now fetches them once and keeps them.
 */
export interface CatalogueData {
  language: Language;
  version: string;
  href: string;
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
