import type { ContentfulClientApi } from 'contentful';
import { createClient } from 'contentful';
import { z } from 'zod';
import type { CmsEntry } from '../entry/cmsEntry';
import { parseCmsEntry } from '../entry/cmsEntry';
import {
  ContentRequestError,
  EntryNotFetchedError,
  PageNotFoundError,
  ProductPageNotFoundError,
} from '../errors';
import type { ContentError } from '../errors/ContentError';
import { isPreviewPath, toContentfulLocale } from './contentfulLocale';
import { createLruCache } from './lruCache';

export interface ContentLoaderConfig {
  space: string;
  /** Default 'master' (spec 9). */
  environment?: string;
  deliveryToken: string;
  previewToken: string;
  /** host[:port] of the Content Delivery API, e.g. 'cdn.contentful.com' or '127.0.0.1:4000' for the sandbox. */
  deliveryHost: string;
  /** host[:port] of the Content Preview API, e.g. 'preview.contentful.com'. */
  previewHost: string;
  basePath?: string;
  /** Plain http (the local sandbox). */
  insecure?: boolean;
  /** Entries kept in memory (least recently used dropped first). Default 500. */
  cacheSize?: number;
  /** Receives the SDK's retry warnings and errors; default: silent. */
  logHandler?: (level: string, data?: unknown) => void;
}

export interface LoadOptions {
  /** Shop locale, e.g. 'de-ch'. */
  locale: string;
  /** Request path; containing '/preview' switches to the preview host and token. */
  path: string;
}

/** Lookups return data, not exceptions: a missing entry is an expected outcome the page renders (spec 8). */
export type ContentResult = { ok: true; entry: CmsEntry } | { ok: false; error: ContentError };

export interface PageLookupOptions extends LoadOptions {
  /** Content types whose `url` field is a page address, e.g. ['page', 'magazinePage']; asked in parallel. */
  contentTypes: readonly string[];
}

export interface ContentLoader {
  getEntry(id: string, options: LoadOptions): Promise<ContentResult>;
  getProductPage(sku: string, options: LoadOptions): Promise<ContentResult>;
  /** The page whose `url` field equals `url` (first of the content types in their order that has one). */
  getPageByUrl(url: string, options: PageLookupOptions): Promise<ContentResult>;
}

/** Spec 9: time-out 30000 ms, retry limit 5, link depth 3, productPage lookup limit 1. */
const TIMEOUT_MS = 30_000;
const RETRY_LIMIT = 5;
const LINK_DEPTH = 3;
const DEFAULT_CACHE_SIZE = 500;

const required = z.string().trim().min(1);
const configSchema = z.object({
  space: required,
  deliveryToken: required,
  previewToken: required,
  deliveryHost: required,
  previewHost: required,
  cacheSize: z.number().int().min(1).optional(),
});

const hasFields = (entry: CmsEntry | undefined): entry is CmsEntry =>
  entry?.fields !== undefined && Object.keys(entry.fields).length > 0;

/**
 * Loads entries through the `contentful` SDK. One client per mode (delivery, preview), each created on first use
 * and reused; successful results are cached per id or sku, locale and mode without refresh (spec 7.3).
 */
export function createContentLoader(config: ContentLoaderConfig): ContentLoader {
  // Spec 5: a missing access token or space is rejected, here at start rather than on the first page view.
  const checked = configSchema.safeParse(config);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new TypeError(`[@beautyshop/cms-renderer createContentLoader] missing or invalid: ${fields}`);
  }
  const clients: { delivery?: ContentfulClientApi<undefined>; preview?: ContentfulClientApi<undefined> } = {};
  const cache = createLruCache<string, Promise<ContentResult>>(config.cacheSize ?? DEFAULT_CACHE_SIZE);

  const clientFor = (preview: boolean): ContentfulClientApi<undefined> => {
    const mode = preview ? 'preview' : 'delivery';
    clients[mode] ??= createClient({
      space: config.space,
      environment: config.environment ?? 'master',
      accessToken: preview ? config.previewToken : config.deliveryToken,
      host: preview ? config.previewHost : config.deliveryHost,
      ...(config.basePath ? { basePath: config.basePath } : {}),
      insecure: config.insecure ?? false,
      timeout: TIMEOUT_MS,
      retryLimit: RETRY_LIMIT,
      logHandler: config.logHandler ?? (() => {}),
    });
    return clients[mode];
  };

  const cached = (key: string, load: () => Promise<ContentResult>): Promise<ContentResult> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = load().then((result) => {
      // Only found content is kept: a failure (network, missing entry) is asked again next time.
      if (!result.ok) cache.delete(key);
      return result;
    });
    cache.set(key, pending);
    return pending;
  };

  return {
    getEntry(id, { locale, path }) {
      const preview = isPreviewPath(path);
      const contentfulLocale = toContentfulLocale(locale);
      return cached(`entry:${preview ? 'preview' : 'delivery'}:${contentfulLocale}:${id}`, async () => {
        try {
          const response = await clientFor(preview).getEntries({
            'sys.id': id,
            include: LINK_DEPTH,
            locale: contentfulLocale,
          });
          const entry = parseCmsEntry(response.items[0]);
          return hasFields(entry) ? { ok: true, entry } : { ok: false, error: new EntryNotFetchedError(id) };
        } catch (cause) {
          return { ok: false, error: new EntryNotFetchedError(id, { cause }) };
        }
      });
    },
    getProductPage(sku, { locale, path }) {
      const preview = isPreviewPath(path);
      const contentfulLocale = toContentfulLocale(locale);
      return cached(`sku:${preview ? 'preview' : 'delivery'}:${contentfulLocale}:${sku}`, async () => {
        try {
          const response = await clientFor(preview).getEntries({
            content_type: 'productPage',
            'fields.sku': sku,
            limit: 1,
            include: LINK_DEPTH,
            locale: contentfulLocale,
          });
          const entry = parseCmsEntry(response.items[0]);
          return entry ? { ok: true, entry } : { ok: false, error: new ProductPageNotFoundError(sku) };
        } catch (cause) {
          return { ok: false, error: new ContentRequestError(cause) };
        }
      });
    },
    getPageByUrl(url, { locale, path, contentTypes }) {
      const preview = isPreviewPath(path);
      const contentfulLocale = toContentfulLocale(locale);
      const key = `url:${preview ? 'preview' : 'delivery'}:${contentfulLocale}:${contentTypes.join(',')}:${url}`;
      return cached(key, async () => {
        try {
          // Contentful filters by a field only within one content type, hence one query per type.
          const responses = await Promise.all(
            contentTypes.map((contentType) =>
              clientFor(preview).getEntries({
                content_type: contentType,
                'fields.url': url,
                limit: 1,
                include: LINK_DEPTH,
                locale: contentfulLocale,
              }),
            ),
          );
          const entry = responses.map((response) => parseCmsEntry(response.items[0])).find(hasFields);
          return entry ? { ok: true, entry } : { ok: false, error: new PageNotFoundError(url) };
        } catch (cause) {
          return { ok: false, error: new ContentRequestError(cause) };
        }
      });
    },
  };
}
