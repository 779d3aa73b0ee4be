import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { SeoPathRequest } from '../catalogue/seoPath';

export type SeoTarget =
  | { kind: 'category'; id: string }
  | { kind: 'product'; id: string }
  | { kind: 'landingPage'; id: string };

const TARGET_BY_ROUTE: Readonly<Record<string, SeoTarget['kind']>> = {
  'frontend.navigation.page': 'category',
  'frontend.detail.page': 'product',
  'frontend.landing.page': 'landingPage',
};

/** Shopware stores an SEO path in 750 characters at most (seo_url.seo_path_info); a longer one names nothing. */
export const MAX_SEO_PATH_LENGTH = 750;

/**
 * Spec 2.2 /{all...}: the entity behind an SEO path (POST /store-api/seo-url), or undefined. A path longer than any
 * SEO path is not asked (issue 12: the Store API refuses it, and it is the shopper's 404, not a 500).
 */
export async function resolveSeoPath(
  client: StoreApiClient,
  request: SeoPathRequest,
): Promise<SeoTarget | undefined> {
  const candidates = request.candidates.filter((candidate) => candidate.length <= MAX_SEO_PATH_LENGTH);
  if (candidates.length === 0) return undefined;
  const urls = await client.seo.readSeoUrls({
    filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: candidates }],
    limit: 2,
  });
  for (const candidate of candidates) {
    const url = urls.find((entry) => entry.seoPathInfo === candidate);
    const kind = url && TARGET_BY_ROUTE[url.routeName];
    if (url && kind) return { kind, id: url.foreignKey };
  }
  return undefined;
}
