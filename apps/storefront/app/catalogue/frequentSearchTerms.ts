import { z } from 'zod';
import type { Language } from '../locale/locales';

/** A handful of links, not a second navigation. */
export const MAX_FREQUENT_SEARCH_TERMS = 10;
const MAX_TERM_LENGTH = 100;

const termList = z.array(z.unknown()).transform((values) => {
  const terms = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().replace(/\s+/g, ' '))
    .filter((value) => value !== '' && value.length <= MAX_TERM_LENGTH);
  const seen = new Set<string>();
  return terms
    .filter((term) => {
      const key = term.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_FREQUENT_SEARCH_TERMS);
});

/**
 * The plugin setting `frequentlySearchedTerms`: a list per language code ({ de: [...], en: [...], fr: [...] }),
 * or one list when the configuration is already the locale's. Anything else means no terms, not a broken page.
 */
const configSchema = z.looseObject({
  frequentlySearchedTerms: z
    .union([termList, z.record(z.string(), termList.catch([]))])
    .optional()
    .catch(undefined),
});

/** Spec 1 and 2.4: the frequently searched terms of the shopper's language, from the plugin configuration. */
export function frequentSearchTerms(config: unknown, language: Language): string[] {
  const parsed = configSchema.safeParse(config);
  const terms = parsed.success ? parsed.data.frequentlySearchedTerms : undefined;
  if (terms === undefined) return [];
  return Array.isArray(terms) ? terms : (terms[language] ?? []);
}
