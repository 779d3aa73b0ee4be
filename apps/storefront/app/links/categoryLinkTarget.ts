import type { Category } from '@beautyshop/store-api-client';
import { withTrailingSlash } from './navigationLink';

/** The fields of a category that say where a category of type `link` leads (Shopware's link settings). */
export type LinkCategory = Pick<Category, 'id' | 'type' | 'linkType' | 'internalLink' | 'externalLink'>;

/**
 * Where the address of a category of type `link` leads (spec 2.3 resolution): a path of this shop, without its
 * locale prefix, or nothing. A link to another site is never followed by a redirect (spec 2.3: navigating to an
 * external URL without the external option is refused); the navigation links it directly, and its own address
 * is the 404 page. `appOrigin` tells a link written as a full URL of this shop from one of another site.
 */
export function categoryLinkTarget(category: LinkCategory, appOrigin: string): string | undefined {
  if (category.type !== 'link') return undefined;
  const internal = category.internalLink?.trim();
  switch (category.linkType) {
    case 'category':
      return internal && internal !== category.id ? withTrailingSlash(`/navigation/${internal}`) : undefined;
    case 'product':
      return internal ? `/detail/${internal}` : undefined;
    case 'landing_page':
      return internal ? `/landingPage/${internal}` : undefined;
    default:
      return sameOriginPath(category.externalLink?.trim(), appOrigin);
  }
}

/** A link's path when it stays on this shop's origin (a root-relative path or a full URL of the shop). */
function sameOriginPath(link: string | undefined, appOrigin: string): string | undefined {
  if (!link) return undefined;
  // `//host` and `/\host` are other hosts to a browser; URL parsing below reads them so too.
  let url: URL;
  try {
    url = new URL(link, `${appOrigin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(appOrigin).origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
