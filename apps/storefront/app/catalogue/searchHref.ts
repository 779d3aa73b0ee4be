import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/** The search page for a term: /{locale}/search?search={term}. */
export function searchHref(locale: Locale, term: string): string {
  return `${localePath('/search', locale)}?${new URLSearchParams({ search: term })}`;
}
