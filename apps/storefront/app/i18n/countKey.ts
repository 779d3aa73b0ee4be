import type { Language } from '../locale/locales';

/**
 * A counted text's key: `{key}One` for the singular where the language says so (French counts 0 as singular too:
 * "0 produit"), else the key itself. The catalogue keeps both forms; a text has no plural rules of its own.
 */
export function countKey<Key extends string>(key: Key, count: number, language: Language): Key | `${Key}One` {
  return new Intl.PluralRules(language).select(count) === 'one' ? `${key}One` : key;
}
