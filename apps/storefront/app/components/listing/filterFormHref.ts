import { listingSearchOf } from '@beautyshop/catalogue';
import { type KnownFilterPage, knownFilterPageHref } from './filterPage';

/**
 * Spec 5: the URL a submitted filter form leads to, without its empty fields (an untouched price field or the
 * 'any' rating would otherwise put `min-price=&max-price=&rating=` in every filter URL; the untouched default sort
 * is an empty value too, see ListingFilterForm). Without JavaScript the browser submits them, and the listing
 * redirects to the same URL without them. Issue 19: a selection with a filter page the loader named goes straight
 * there (without JavaScript, the category redirects to it).
 */
export function filterFormHref(
  action: string,
  entries: Iterable<[string, FormDataEntryValue]>,
  filterPages: readonly KnownFilterPage[] = [],
): string {
  const params = listingSearchOf(entries);
  const filterPage = knownFilterPageHref(params, filterPages);
  if (filterPage !== undefined) return filterPage;
  const query = params.toString();
  return query === '' ? action : `${action}?${query}`;
}

/** Controls of one choice each: a change is a whole selection, so it may apply without waiting for 'Apply'. */
const APPLIED_AT_ONCE: ReadonlySet<string> = new Set(['order', 'rating']);

/**
 * Issue 19: a new sort order or minimum rating applies at once (with JavaScript, beside the grid), without
 * waiting for 'Apply'. Checkboxes and price fields still wait: a shopper picks several before the grid changes.
 */
export function appliesAtOnce(target: EventTarget | null): target is HTMLSelectElement | HTMLInputElement {
  const control =
    target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'radio')
      ? target
      : undefined;
  return control !== undefined && APPLIED_AT_ONCE.has(control.name);
}
