import { translated } from '../catalogue/productTile';
import type { HeaderLink } from '../components/ShopHeader';
import { navigationLink } from '../links/navigationLink';
import { localePath } from '../locale/fromPath';
import type { RequestStoreApi } from './storeApi.server';

/** The main navigation's first level as header links (spec 2.3 resolution); an outage leaves it empty. */
export async function loadMainNavigation(storeApi: RequestStoreApi): Promise<HeaderLink[]> {
  try {
    const entries = await storeApi.client.catalogue.readNavigation('main-navigation', 'main-navigation', {
      depth: 1,
    });
    return entries.flatMap((entry) => {
      const link = navigationLink({
        id: entry.id,
        type: entry.type,
        linkType: entry.linkType === 'external' ? undefined : entry.linkType,
        externalLink: entry.externalLink,
        internalLink: entry.internalLink,
        seoUrls: entry.seoUrls,
      });
      const label = translated(entry, 'name', entry.name);
      return link.kind === 'internal'
        ? [{ label, href: localePath(link.path, storeApi.locale.locale) }]
        : [{ label, href: link.href }];
    });
  } catch (error) {
    console.error('[storefront] main navigation failed', error);
    return [];
  }
}
