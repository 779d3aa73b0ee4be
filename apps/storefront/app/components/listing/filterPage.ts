import { listingPageHref } from '@beautyshop/catalogue';

/**
 * A brand's SEO filter page as the loader knows it (spec 7.1 `/seo-filter-url/{categoryId}/{id}`): the brand's
 * id and the page's path in the shopper's locale.
 */
export interface KnownFilterPage {
  id: string;
  href: string;
}

/** The filters named by id; a filter page stands for a selection of them (spec 7.1 `deserialize-seo-filter-url`). */
const SELECTION_PARAMS: ReadonlySet<string> = new Set(['manufacturer', 'properties']);
/** As the listing reads them (catalogue's readListingParams): '|'-joined ids, anything else ignored. */
const ENTITY_ID = /^[0-9a-f]{32}$/i;

function idsOf(search: URLSearchParams, name: string): Set<string> {
  return new Set(
    search
      .getAll(name)
      .flatMap((value) => value.split('|'))
      .filter((value) => ENTITY_ID.test(value)),
  );
}

/**
 * Issue 19: which selections have a filter page of their own. One brand and no property value: the pages the
 * category links under 'Nach Marke einkaufen'. A combination stays a query on the category's URL (canonical to
 * the category), so that the shop does not offer search engines a page per combination of filters. Sorting,
 * price, rating and free shipping are no part of the selection: they stay a query on top of the filter page.
 * Returns the brand's id, or undefined when the selection is anything else.
 */
export function filterPageBrandOf(search: URLSearchParams): string | undefined {
  const brands = idsOf(search, 'manufacturer');
  if (brands.size !== 1 || idsOf(search, 'properties').size > 0) return undefined;
  return [...brands][0];
}

/**
 * The filter page's URL for a listing query that selects it (`filterPageBrandOf`): its path on `page` with the
 * query's other parameters (sorting, price, rating, free shipping: they refine the filter page's listing as they
 * did the category's), empty values dropped (spec 5).
 */
export function filterPageHref(filterPagePath: string, page: number, search: URLSearchParams): string {
  const rest = new URLSearchParams(
    [...search].filter(([name, value]) => value !== '' && !SELECTION_PARAMS.has(name)),
  ).toString();
  return listingPageHref(filterPagePath, page, rest === '' ? '' : `?${rest}`);
}

/** The known filter page a listing query selects, at its URL with the query's other parameters; else undefined. */
export function knownFilterPageHref(
  search: URLSearchParams,
  filterPages: readonly KnownFilterPage[],
): string | undefined {
  const brand = filterPageBrandOf(search);
  const known = brand === undefined ? undefined : filterPages.find((page) => page.id === brand);
  return known === undefined ? undefined : filterPageHref(known.href, 1, search);
}
