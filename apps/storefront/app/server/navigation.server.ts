import { type NavigationNode, navigationTree } from '../links/navigationTree';
import { memoizedPerLocale } from './memoizedPerLocale';
import type { RequestStoreApi } from './storeApi.server';

/**
 * Link trees by the Store API answer they were made from. Anonymous shoppers share one parsed answer for a while
 * (the client's shared read cache), so every page of that while maps the same entries: map them once.
 */
export const cachedNavigationTree = memoizedPerLocale(navigationTree);

/**
 * One navigation of the sales channel (`main-navigation`, `footer-navigation`, ...) as a link tree, in a single
 * Store API call. The shop frame must never fail the page: an outage leaves the navigation empty and is logged.
 */
export async function loadNavigationTree(
  storeApi: RequestStoreApi,
  alias: 'main-navigation' | 'footer-navigation',
  depth: number,
): Promise<NavigationNode[]> {
  try {
    const entries = await storeApi.client.catalogue.readNavigation(alias, alias, { depth, buildTree: true });
    return cachedNavigationTree(entries, storeApi.locale.locale);
  } catch (error) {
    console.error(`[storefront] ${alias} failed`, error);
    return [];
  }
}

/** The header's category tree: three levels, the first in the bar and the other two in its flyouts. */
export function loadMainNavigation(storeApi: RequestStoreApi): Promise<NavigationNode[]> {
  return loadNavigationTree(storeApi, 'main-navigation', 3);
}
