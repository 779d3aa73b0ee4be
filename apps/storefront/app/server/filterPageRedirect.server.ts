import { listingPageHref } from '@beautyshop/catalogue';
import { filterPageBrandOf, filterPageHref } from '../components/listing/filterPage';
import { withinRenderBudget } from './renderBudget';
import { FILTER_LINKS_DEADLINE_MS, readFilterPagePath } from './seoFilter.server';
import type { RequestStoreApi } from './storeApi.server';

/** Paths compared as the shopper reads them: the request's is percent-encoded, the Store API's may not be. */
function samePath(a: string, b: string): boolean {
  const decoded = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return decoded(a) === decoded(b);
}

/**
 * Issue 19: a category listing whose query selects what a filter page stands for (one brand, `filterPageBrandOf`)
 * is that filter page: the location to redirect to (301, a path on this origin), else undefined. The redirect
 * keeps the listing page (the filter page's page N is the same listing page) and the query's other parameters
 * (sorting, price, rating, free shipping refine the filter page's listing as they did the category's), without
 * empty values (spec 5), so that a filter form sent without JavaScript costs one redirect, not two.
 *
 * With JavaScript the form goes to the filter page directly when the loader named it (`filterLinks`); this is the
 * way there without JavaScript and for brands past the named ones. The filter page is asked for (one cached GET)
 * only for such a query; an answer naming the category itself (a brand without a filter segment), a failure or a
 * late answer leaves the listing as it is.
 */
export async function filterPageRedirectOf(
  storeApi: RequestStoreApi,
  categoryId: string,
  url: URL,
  page: number,
  deadlineMs = FILTER_LINKS_DEADLINE_MS,
): Promise<string | undefined> {
  const brand = filterPageBrandOf(url.searchParams);
  if (brand === undefined) return undefined;
  const categoryPath = listingPageHref(url.pathname, 1, '');
  try {
    const outcome = await withinRenderBudget(
      readFilterPagePath(storeApi.client, categoryId, [brand], storeApi.locale.locale),
      deadlineMs,
    );
    if (outcome.kind === 'late' || samePath(outcome.value, categoryPath)) return undefined;
    return filterPageHref(outcome.value, page, url.searchParams);
  } catch (error) {
    console.warn('[storefront] the filter page of a listing query could not be read', error);
    return undefined;
  }
}
