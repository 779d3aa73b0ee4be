import { toContentfulLocale } from '@beautyshop/cms-renderer';
import { z } from 'zod';
import { categoryContentUrls, pickCategoryPage } from '../catalogue/categoryContentMatch';
import type { ContentConfig } from '../config/env';
import { isPreviewPath } from '../locale/fromPath';
import type { LocaleInfo } from '../locale/locales';
import { loadCmsProducts, type SliderProduct } from './cmsProducts.server';
import { serverConfig } from './config.server';
import { loadPageContent } from './content.server';
import type { RequestStoreApi } from './storeApi.server';

/** Spec 9: general cached data lives 60 s; every category view would otherwise ask the content service. */
const LOOKUP_TTL_MS = 60_000;
const LOOKUP_CACHE_SIZE = 2_000;
/**
 * The content above a listing is optional: the page waits this long for it and then renders without (the
 * content client's own spec 9 time-out of 30 s with 5 retries is meant for pages that are nothing but content).
 */
const CONTENT_BUDGET_MS = 1_500;

export interface CategoryContent {
  blocks: unknown[];
  products: SliderProduct[];
}

const lookupSchema = z.object({
  items: z.array(
    z.looseObject({
      sys: z.looseObject({ id: z.string() }),
      fields: z
        .looseObject({ url: z.string().optional(), market: z.string().optional() })
        .optional()
        .catch(undefined),
    }),
  ),
});

const lookups = new Map<string, { expires: number; entryId: Promise<string | undefined> }>();

function entriesUrl(config: ContentConfig, preview: boolean): URL {
  const host = preview ? config.previewHost : config.host;
  const basePath = (config.basePath ?? '').replace(/^\/+|\/+$/g, '');
  const prefix = basePath === '' ? '' : `/${basePath}`;
  return new URL(
    `${config.insecure ? 'http' : 'https'}://${host}${prefix}/spaces/${encodeURIComponent(config.space)}` +
      `/environments/${encodeURIComponent(config.environment)}/entries`,
  );
}

/**
 * The id of the `page` entry whose `url` is one of the category's URLs, through the Content Delivery API's
 * collection query. The content loader of @beautyshop/cms-renderer looks entries up by id and sku only, so this
 * one query is sent here; the entry itself then comes through the loader (link resolution, its cache).
 */
async function findPageEntryId(
  config: ContentConfig,
  urls: readonly string[],
  locale: LocaleInfo,
  preview: boolean,
): Promise<string | undefined> {
  const url = entriesUrl(config, preview);
  url.searchParams.set('content_type', 'page');
  url.searchParams.set('fields.url[in]', urls.join(','));
  url.searchParams.set('select', 'sys.id,fields.url,fields.market');
  url.searchParams.set('locale', toContentfulLocale(locale.locale));
  url.searchParams.set('limit', '10');
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${preview ? config.previewToken : config.deliveryToken}` },
    signal: AbortSignal.timeout(CONTENT_BUDGET_MS),
  });
  if (!response.ok) throw new Error(`content lookup answered ${response.status}`);
  const { items } = lookupSchema.parse(await response.json());
  return pickCategoryPage(
    items.map((item) => ({ id: item.sys.id, url: item.fields?.url, market: item.fields?.market })),
    urls,
    locale.market,
  );
}

function cachedPageEntryId(
  config: ContentConfig,
  urls: readonly string[],
  locale: LocaleInfo,
  preview: boolean,
): Promise<string | undefined> {
  const key = `${preview ? 'preview' : 'delivery'}:${locale.locale}:${urls.join(',')}`;
  const now = Date.now();
  const hit = lookups.get(key);
  if (hit && hit.expires > now) return hit.entryId;
  lookups.delete(key);
  if (lookups.size >= LOOKUP_CACHE_SIZE) {
    const oldest = lookups.keys().next().value;
    if (oldest !== undefined) lookups.delete(oldest);
  }
  const entryId = findPageEntryId(config, urls, locale, preview);
  // Only answers are kept: after an outage the next view asks again.
  entryId.catch(() => lookups.delete(key));
  lookups.set(key, { expires: now + LOOKUP_TTL_MS, entryId });
  return entryId;
}

async function loadContent(
  config: ContentConfig,
  storeApi: RequestStoreApi,
  categoryId: string,
  pathname: string,
): Promise<CategoryContent | undefined> {
  const preview = isPreviewPath(pathname);
  const entryId = await cachedPageEntryId(
    config,
    categoryContentUrls(pathname, categoryId),
    storeApi.locale,
    preview,
  );
  if (entryId === undefined) return undefined;
  const content = await loadPageContent(entryId, storeApi.locale, pathname);
  if (content === undefined || content.blocks.length === 0) return undefined;
  return { blocks: content.blocks, products: await loadCmsProducts(storeApi, content.blocks) };
}

/**
 * Spec 2.4: a category page is CMS content plus the product listing. The content is the `page` entry whose `url`
 * is the category's path; the caller starts this beside the listing (no waterfall). It never fails the page: a
 * content outage, a slow answer or a failed slider lookup is logged and the category renders without content.
 */
export async function loadCategoryContent(
  storeApi: RequestStoreApi,
  categoryId: string,
  pathname: string,
): Promise<CategoryContent | undefined> {
  const config = serverConfig().content;
  if (config === undefined) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`[storefront] category content for ${pathname}: no answer within ${CONTENT_BUDGET_MS} ms`);
      resolve(undefined);
    }, CONTENT_BUDGET_MS);
  });
  try {
    return await Promise.race([loadContent(config, storeApi, categoryId, pathname), budget]);
  } catch (error) {
    console.warn(`[storefront] category content for ${pathname} could not be loaded`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
