import type { ContentfulClientApi } from 'contentful';
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
import { pickPageForMarket } from './pickPageForMarket';

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
  /** How long `getPageByUrls` remembers that no page has the urls, in ms. Default 60000 (spec 9). */
  missTtlMs?: number;
  /** Misses remembered, apart from found entries (least recently used dropped first). Default 2000. */
  missCacheSize?: number;
  /**
   * Requests a second to the content service, 1 to 30 (spec 9: default 7), per client: the SDK holds back the
   * requests above it until the next second, so a burst of page views stays under the space's rate limit instead
   * of collecting 429 answers and retries.
   */
  throttle?: number;
  /**
   * How long a request that is still running is shared with the lookups of the same key that arrive, in ms.
   * Default 5000. Past it the next lookup asks again and takes the older request's place: a stalled connection
   * (the SDK waits up to 30 s, spec 9) would otherwise answer every lookup of its key until it times out, long
   * after the content service is back. At most one request per key starts in that time.
   */
  inFlightShareMs?: number;
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

export interface MarketPageLookupOptions extends LoadOptions {
  /** The content type whose `url` field is a page address, e.g. 'page'. */
  contentType: string;
  /** The shop's market, e.g. 'CH': a page whose `market` field names it wins over one without a market. */
  market: string;
}

export interface ContentLoader {
  getEntry(id: string, options: LoadOptions): Promise<ContentResult>;
  getProductPage(sku: string, options: LoadOptions): Promise<ContentResult>;
  /** The page whose `url` field equals `url` (first of the content types in their order that has one). */
  getPageByUrl(url: string, options: PageLookupOptions): Promise<ContentResult>;
  /**
   * The page for the market among those whose `url` field is one of `urls` (closest first), in one query; see
   * pickPageForMarket for the ranking. A url holding a comma is left out. A miss is remembered for `missTtlMs`.
   */
  getPageByUrls(urls: readonly string[], options: MarketPageLookupOptions): Promise<ContentResult>;
}

/** Spec 9: time-out 30000 ms, retry limit 5, link depth 3, productPage lookup limit 1, throttle 7 a second. */
const TIMEOUT_MS = 30_000;
const DEFAULT_THROTTLE = 7;
const RETRY_LIMIT = 5;
const LINK_DEPTH = 3;
const DEFAULT_CACHE_SIZE = 500;
/** Spec 9: general cached data lives 60 s. */
const DEFAULT_MISS_TTL_MS = 60_000;
/** Misses come from every url a shopper can open (each category in each locale), hence more than entries. */
const DEFAULT_MISS_CACHE_SIZE = 2_000;
/** Longer than a page waits for content (the storefront's render budget is 3 s), far below the SDK's 30 s. */
const DEFAULT_IN_FLIGHT_SHARE_MS = 5_000;
/** A running request of one key, shared with the lookups that arrive within `inFlightShareMs`. */
interface InFlightRequest {
  pending: Promise<ContentResult>;
  startedAt: number;
  /** A newer request for the key started after this one's share time: this one's answer is not remembered. */
  superseded: boolean;
}

/** The candidates of one page: a few urls, each general or for one market. */
const CANDIDATE_PAGE_LIMIT = 10;

/**
 * The loader's configuration rules, built when a loader is created: a schema built at module level is a call a
 * bundler must keep, so zod would ride along in every browser bundle that imports the renderer's blocks.
 */
function configSchemaOf() {
  const required = z.string().trim().min(1);
  return z.object({
    space: required,
    deliveryToken: required,
    previewToken: required,
    deliveryHost: required,
    previewHost: required,
    cacheSize: z.number().int().min(1).optional(),
    missTtlMs: z.number().int().min(0).optional(),
    missCacheSize: z.number().int().min(1).optional(),
    inFlightShareMs: z.number().int().min(0).optional(),
    // Spec 9: the throttle is 1 to 30 requests a second.
    throttle: z.number().int().min(1).max(30).optional(),
  });
}

const hasFields = (entry: CmsEntry | undefined): entry is CmsEntry =>
  entry?.fields !== undefined && Object.keys(entry.fields).length > 0;

/**
 * Loads entries through the `contentful` SDK. One client per mode (delivery, preview), each created on first use
 * and reused; found content is cached per id, sku or url, locale and mode without refresh (spec 7.3), and the
 * answer that no page has a set of urls for `missTtlMs`.
 */
export function createContentLoader(config: ContentLoaderConfig): ContentLoader {
  // Spec 5: a missing access token or space is rejected, here at start rather than on the first page view.
  const checked = configSchemaOf().safeParse(config);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new TypeError(`[@beautyshop/cms-renderer createContentLoader] missing or invalid: ${fields}`);
  }
  const clients: { delivery?: ContentfulClientApi<undefined>; preview?: ContentfulClientApi<undefined> } = {};
  // Found content only, so that failures and misses never push it out.
  const cache = createLruCache<string, ContentResult>(config.cacheSize ?? DEFAULT_CACHE_SIZE);
  // One request per key at a time: views arriving while it runs share its answer, while it is young.
  const inFlight = new Map<string, InFlightRequest>();
  const inFlightShareMs = config.inFlightShareMs ?? DEFAULT_IN_FLIGHT_SHARE_MS;
  const misses = createLruCache<string, { result: ContentResult; expires: number }>(
    config.missCacheSize ?? DEFAULT_MISS_CACHE_SIZE,
  );
  const missTtlMs = config.missTtlMs ?? DEFAULT_MISS_TTL_MS;

  // The SDK's HTTP layer (contentful-sdk-core) reads `throttle`, though createClient's parameter type omits it.
  const throttle: { throttle: number } = { throttle: config.throttle ?? DEFAULT_THROTTLE };

  // The SDK is imported here, not at the top: this module shares the package's one entry with the blocks that
  // pages render in the browser, and the SDK's dependencies (fast-copy, content source maps, a `process` polyfill)
  // have module-level side effects a bundler must keep, 3.5 KB gzipped on every content page's first load. Started
  // on creation, so the first page view does not wait for it.
  const sdk = import('contentful');
  // An import that fails is reported by the first request that needs it, not as an unhandled rejection.
  sdk.catch(() => {});
  const clientFor = async (preview: boolean): Promise<ContentfulClientApi<undefined>> => {
    const mode = preview ? 'preview' : 'delivery';
    const { createClient } = await sdk;
    clients[mode] ??= createClient({
      ...throttle,
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

  /** Only found content is kept: a failure (network, missing entry) is asked again next time. */
  const rememberFound = (key: string, result: ContentResult): void => {
    if (result.ok) cache.set(key, result);
  };

  const cached = (
    key: string,
    load: () => Promise<ContentResult>,
    remember: (result: ContentResult) => void = (result) => rememberFound(key, result),
  ): Promise<ContentResult> => {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const asked = inFlight.get(key);
    if (asked !== undefined) {
      if (Date.now() - asked.startedAt <= inFlightShareMs) return asked.pending;
      // Past its share time the request is replaced (a stalled one would otherwise answer every lookup of its
      // key until the SDK's time-out); its late answer is older than the newer one's, so it is not remembered.
      asked.superseded = true;
    }
    const request: InFlightRequest = { pending: load(), startedAt: Date.now(), superseded: false };
    inFlight.set(key, request);
    const settled = () => {
      if (inFlight.get(key) === request) inFlight.delete(key);
    };
    request.pending.then((result) => {
      if (!request.superseded) remember(result);
      settled();
    }, settled);
    return request.pending;
  };

  /** Like `cached`, and an answer that no page exists is kept for `missTtlMs` (an outage is still asked again). */
  const cachedWithMisses = (key: string, load: () => Promise<ContentResult>): Promise<ContentResult> => {
    const miss = misses.get(key);
    if (miss !== undefined && miss.expires > Date.now()) return Promise.resolve(miss.result);
    misses.delete(key);
    return cached(key, load, (result) => {
      rememberFound(key, result);
      if (!result.ok && result.error instanceof PageNotFoundError && missTtlMs > 0)
        misses.set(key, { result, expires: Date.now() + missTtlMs });
    });
  };

  return {
    getEntry(id, { locale, path }) {
      const preview = isPreviewPath(path);
      const contentfulLocale = toContentfulLocale(locale);
      return cached(`entry:${preview ? 'preview' : 'delivery'}:${contentfulLocale}:${id}`, async () => {
        try {
          const response = await (await clientFor(preview)).getEntries({
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
          const response = await (await clientFor(preview)).getEntries({
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
            contentTypes.map(async (contentType) =>
              (await clientFor(preview)).getEntries({
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
    getPageByUrls(urls, { locale, path, contentType, market }) {
      const preview = isPreviewPath(path);
      const contentfulLocale = toContentfulLocale(locale);
      // The [in] filter splits its value on commas: a url holding one cannot be asked for.
      const askable = urls.filter((url) => !url.includes(','));
      if (askable.length === 0)
        return Promise.resolve({ ok: false, error: new PageNotFoundError(urls.join(', ')) });
      const key = `urls:${preview ? 'preview' : 'delivery'}:${contentfulLocale}:${contentType}:${market}:${askable.join(',')}`;
      return cachedWithMisses(key, async () => {
        try {
          const response = await (await clientFor(preview)).getEntries({
            content_type: contentType,
            'fields.url[in]': askable.join(','),
            limit: CANDIDATE_PAGE_LIMIT,
            include: LINK_DEPTH,
            locale: contentfulLocale,
          });
          const entries = response.items.map(parseCmsEntry).filter(hasFields);
          const entry = pickPageForMarket(entries, askable, market);
          return entry
            ? { ok: true, entry }
            : { ok: false, error: new PageNotFoundError(askable.join(', ')) };
        } catch (cause) {
          return { ok: false, error: new ContentRequestError(cause) };
        }
      });
    },
  };
}
