import { listingSearchOf } from '@beautyshop/catalogue';

/**
 * Spec 5: the URL a submitted filter form leads to, without its empty fields (an untouched price field or the
 * 'any' rating would otherwise put `min-price=&max-price=&rating=` in every filter URL). Without JavaScript the
 * browser submits them, and the listing redirects to the same URL without them.
 */
export function filterFormHref(action: string, entries: Iterable<[string, FormDataEntryValue]>): string {
  const query = listingSearchOf(entries).toString();
  return query === '' ? action : `${action}?${query}`;
}

/** Issue 19: a new sort order applies at once (with JavaScript, beside the grid), without waiting for 'Apply'. */
export function isSortChange(target: EventTarget | null): boolean {
  return target instanceof HTMLSelectElement && target.name === 'order';
}
