import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { languageCodeOf } from '../seed/markets.js';
import { DEFAULT_LISTING_LAYOUT_ID, listingLayout } from './cms-pages.js';
import { keepsField } from './criteria/kept-field.js';
import type { Criteria } from './criteria/types.js';
import { renderCategory } from './entities/category.js';
import type { Doc } from './entities/store.js';
import { runListing } from './listing/run.js';

/**
 * Shopware's CategoryRoute: a page category carries the default listing layout, whose product-listing slot holds
 * the category's listing for the request's listing parameters; folders and links have no layout.
 * Undefined for an unknown category. When the criteria drop the `cmsPage` (a client that reads the listing on its
 * own asks so), the listing is not run: it was most of the route's time and 99 % of its bytes.
 */
export function categoryWithLayout(
  deps: SandboxDeps,
  shop: ShopRequest,
  id: string,
  request: { raw: Record<string, unknown>; criteria: Criteria },
): Doc | undefined {
  const category = renderCategory(deps, shop, id);
  if (!category) return undefined;
  if (category.type !== 'page') return { ...category, cmsPage: null };
  if (!keepsField(request.criteria, 'category', 'cmsPage'))
    return { ...category, cmsPageId: DEFAULT_LISTING_LAYOUT_ID, cmsPage: null };
  const listing = runListing(deps, shop, { raw: request.raw, criteria: request.criteria, categoryId: id });
  return {
    ...category,
    cmsPageId: DEFAULT_LISTING_LAYOUT_ID,
    cmsPage: listingLayout(languageCodeOf(shop.languageId) ?? 'de', listing),
  };
}
