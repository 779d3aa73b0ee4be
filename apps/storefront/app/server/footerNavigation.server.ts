import { type FooterGroup, footerGroups } from '../links/navigationTree';
import { loadNavigationTree } from './navigation.server';
import type { RequestStoreApi } from './storeApi.server';

/** The footer's link columns: the `footer-navigation` entries and their children; an outage leaves it empty. */
export async function loadFooterNavigation(storeApi: RequestStoreApi): Promise<FooterGroup[]> {
  return footerGroups(await loadNavigationTree(storeApi, 'footer-navigation', 2));
}
