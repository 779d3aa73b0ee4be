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

/** Spec 2.2 /{all...}: the entity behind an SEO path (POST /store-api/seo-url), or undefined. */
export async function resolveSeoPath(
  client: StoreApiClient,
  request: SeoPathRequest,
): Promise<SeoTarget | undefined> {
  const urls = await client.seo.readSeoUrls({
    filter: [{ type: 'equalsAny', field: 'seoPathInfo', value: request.candidates }],
    limit: 2,
  });
  for (const candidate of request.candidates) {
    const url = urls.find((entry) => entry.seoPathInfo === candidate);
    const kind = url && TARGET_BY_ROUTE[url.routeName];
    if (url && kind) return { kind, id: url.foreignKey };
  }
  return undefined;
}
