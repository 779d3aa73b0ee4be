import { type FacetOption, listingPageHref } from '@beautyshop/catalogue';
import { isStoreApiHttpError, type StoreApiClient } from '@beautyshop/store-api-client';
import { z } from 'zod';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import type { FilterLink } from '../views/contentViews';
import { withinRenderBudget } from './renderBudget';
import type { RequestStoreApi } from './storeApi.server';

/** What `/deserialize-seo-filter-url/{path}` names: a category and the filters its SEO filter URL stands for. */
const seoFilterSchema = z.object({
  categoryId: z.string(),
  manufacturer: z.array(z.string()).catch([]),
  properties: z.array(z.string()).catch([]),
});
export type SeoFilter = z.infer<typeof seoFilterSchema>;

const seoFilterUrlSchema = z.object({ seoUrl: z.string().startsWith('/') });

/** A category's SEO path (750 characters at most) plus a few filter segments; a longer path names nothing. */
export const MAX_SEO_FILTER_PATH_LENGTH = 1_000;

/**
 * A path no category or product has, read as an SEO filter URL (spec 7.1 `/deserialize-seo-filter-url/{...}`): a
 * category's path plus at least one filter segment. Unknown to the Store API (404) it is no filter page; refused
 * as malformed (400) it is the shopper's bad request; any other failure is the Store API's (503, as every page).
 */
export async function resolveSeoFilterPath(
  client: StoreApiClient,
  seoPath: string,
): Promise<SeoFilter | 'malformed' | undefined> {
  if (seoPath.length > MAX_SEO_FILTER_PATH_LENGTH || seoPath.split('/').filter(Boolean).length < 2)
    return undefined;
  try {
    const parsed = seoFilterSchema.safeParse(await client.seo.deserializeSeoFilterUrl(seoPath));
    if (!parsed.success) return undefined;
    return parsed.data.manufacturer.length + parsed.data.properties.length > 0 ? parsed.data : undefined;
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status === 404) return undefined;
    if (isStoreApiHttpError(error) && error.status === 400) return 'malformed';
    throw error;
  }
}

/** The request's URL with a filter page's filters as the listing's parameters (the form's own names, spec 5). */
export function withSeoFilter(url: URL, filter: SeoFilter): URL {
  const filtered = new URL(url);
  for (const id of filter.manufacturer) filtered.searchParams.append('manufacturer', id);
  for (const id of filter.properties) filtered.searchParams.append('properties', id);
  return filtered;
}

/** A filter page's heading and title: the category, then the filters it stands for ('Hautpflege – Maison Lumière'). */
export function seoFilterTitle(name: string, selected: readonly string[]): string {
  return selected.length === 0 ? name : `${name} – ${selected.join(', ')}`;
}

/**
 * The path of the filter page for `ids` (brands and property values) of a category in the client's locale, from
 * spec 7.1 `/seo-filter-url/{categoryId}/{id}/...`, page one with the navigation link's trailing slash (the URL
 * the page answers 200 at). For ids it has no filter segment for, the Store API names the category's own path:
 * callers that cannot rule that out compare (`filterPageRedirectOf`, `loadFilterPageHreflangPaths`).
 */
export async function readFilterPagePath(
  client: StoreApiClient,
  categoryId: string,
  ids: readonly string[],
  locale: Locale,
): Promise<string> {
  const answer = seoFilterUrlSchema.parse(await client.seo.readSeoFilterUrl([categoryId, ...ids].join('/')));
  return listingPageHref(localePath(answer.seoUrl, locale), 1, '');
}

/** How many brands of a category link their filter page (the facet lists them all; the first ones are enough). */
export const FILTER_LINK_LIMIT = 12;
/** The links are secondary to the listing: past this they are left out, as on a failure. */
export const FILTER_LINKS_DEADLINE_MS = 800;

/**
 * Links to a category's brand filter pages, each at its URL from spec 7.1 `/seo-filter-url/{categoryId}/{id}`, so
 * that shoppers and search engines reach them. Any failure or a late answer leaves them out, never the page.
 */
export async function loadBrandFilterLinks(
  storeApi: RequestStoreApi,
  categoryId: string,
  manufacturers: readonly FacetOption[],
  deadlineMs = FILTER_LINKS_DEADLINE_MS,
): Promise<FilterLink[]> {
  const options = manufacturers.slice(0, FILTER_LINK_LIMIT);
  if (options.length === 0) return [];
  const work = Promise.all(
    options.map(async (option) => {
      const href = await readFilterPagePath(storeApi.client, categoryId, [option.id], storeApi.locale.locale);
      return { id: option.id, label: option.label, href };
    }),
  );
  try {
    const outcome = await withinRenderBudget(work, deadlineMs);
    return outcome.kind === 'late' ? [] : outcome.value;
  } catch (error) {
    console.error('[storefront] SEO filter links failed', error);
    return [];
  }
}
