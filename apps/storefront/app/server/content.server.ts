import {
  type CmsAsset,
  type CmsEntry,
  type ContentError,
  type ContentLoader,
  type ContentResult,
  createContentLoader,
  filterEntry,
  type Platform,
  parseAsset,
} from '@beautyshop/cms-renderer';
import { localizeContentUrls } from '../links/contentUrls';
import type { LocaleInfo } from '../locale/locales';
import { backendUnavailable } from './backendFailure';
import { createCircuitBreaker } from './circuitBreaker';
import { serverConfig } from './config.server';
import { memoizedPerLocale } from './memoizedPerLocale';
import { withinRenderBudget } from './renderBudget';

let loader: ContentLoader | undefined | null = null;

/** The process's content loader (spec 7.3: the client is created once and reused), or undefined without content. */
function contentLoader(): ContentLoader | undefined {
  if (loader === null) {
    const content = serverConfig().content;
    loader = content
      ? createContentLoader({
          space: content.space,
          environment: content.environment,
          deliveryToken: content.deliveryToken,
          previewToken: content.previewToken,
          deliveryHost: content.host,
          previewHost: content.previewHost,
          ...(content.basePath ? { basePath: content.basePath } : {}),
          insecure: content.insecure,
          throttle: content.throttle,
        })
      : undefined;
  }
  return loader;
}

export interface PageContent {
  title: string | undefined;
  blocks: unknown[];
}

/** What a content lookup came to within a render: the entry, no such entry, or no answer in time. */
type Lookup = { kind: 'found'; entry: CmsEntry } | { kind: 'missing' } | { kind: 'unavailable' };

/**
 * Issue 12: content that keeps failing is not asked for a while (every page would wait for it otherwise); a
 * lookup that does not answer within the render's budget counts as a failure.
 */
const contentBreaker = createCircuitBreaker();

/** "No such entry" (spec 8), as against a failure to ask: an entry error without a cause, or no page at a url. */
const isMissing = (error: ContentError) =>
  error.name === 'PageNotFoundError' ||
  error.name === 'ProductPageNotFoundError' ||
  (error.name === 'EntryNotFetchedError' && error.cause === undefined);

/**
 * Runs a lookup within the render's budget (issue 12) and through the content breaker. No page at a url is an
 * expected answer (a 404, a category without content); a failure or a late answer is logged (without the
 * shopper's data) and the page decides: commerce pages render without their blocks, content pages answer 503.
 * A late lookup goes on under the content client's own limits (spec 9: 30 s, 5 retries) and fills its cache.
 */
async function lookUp(what: string, ask: () => Promise<ContentResult>): Promise<Lookup> {
  if (!contentBreaker.allows()) return { kind: 'unavailable' };
  const outcome = await withinRenderBudget(ask());
  if (outcome.kind === 'late') {
    contentBreaker.failed();
    console.warn(`[storefront] ${what}: no answer within the render budget`);
    return { kind: 'unavailable' };
  }
  const result = outcome.value;
  if (result.ok) {
    contentBreaker.succeeded();
    return { kind: 'found', entry: result.entry };
  }
  if (isMissing(result.error)) {
    contentBreaker.succeeded();
    return { kind: 'missing' };
  }
  contentBreaker.failed();
  console.warn(`[storefront] ${what}: ${result.error.message}`);
  return { kind: 'unavailable' };
}

/** The found entry, or undefined when there is none or content is unavailable (the page renders without it). */
const foundIn = (lookup: Lookup): CmsEntry | undefined =>
  lookup.kind === 'found' ? lookup.entry : undefined;

/**
 * Found entries with their links localized. The loader hands back the same cached entry for every page view, so
 * each is localized once per locale rather than on every request.
 */
const localizedOnce = memoizedPerLocale((found: CmsEntry, locale) => localizeContentUrls(found, locale));

/**
 * Whom content is shown to: the shopper's locale, and the platform (spec 5: 'app' in app mode, else 'web'), as the
 * request's Store API client carries them.
 */
export interface ContentAudience {
  locale: LocaleInfo;
  platform: Platform;
}

/** A found entry as the shopper's page shows it: links in their locale, blocks filtered for the platform (spec 5). */
function shownEntry(found: CmsEntry, { locale, platform }: ContentAudience): CmsEntry {
  return filterEntry(localizedOnce(found, locale.locale), { platform, locale: locale.locale });
}

/** A found page's title and blocks. */
function pageContentOf(found: CmsEntry, audience: ContentAudience): PageContent {
  const fields: Record<string, unknown> = shownEntry(found, audience).fields ?? {};
  const blocks = Array.isArray(fields.pageContent) ? fields.pageContent : [];
  return { title: typeof fields.title === 'string' ? fields.title : undefined, blocks };
}

/**
 * An entry's blocks, filtered for the platform and the locale (spec 5). Missing content is logged and renders as
 * an empty page section: the shop stays usable when the content service is down.
 */
export async function loadPageContent(
  entryId: string,
  audience: ContentAudience,
  path: string,
): Promise<PageContent | undefined> {
  const content = contentLoader();
  if (content === undefined) return undefined;
  const { locale } = audience;
  const found = foundIn(
    await lookUp(`content ${entryId}`, () => content.getEntry(entryId, { locale: locale.locale, path })),
  );
  return found && pageContentOf(found, audience);
}

/**
 * The blocks of the `page` entry for the locale's market whose url is one of `urls` (closest first), filtered like
 * loadPageContent; undefined when there is none. A failure other than "no such page" is logged.
 */
export async function loadPageContentByUrls(
  urls: readonly string[],
  audience: ContentAudience,
  path: string,
): Promise<PageContent | undefined> {
  const content = contentLoader();
  if (content === undefined) return undefined;
  const { locale } = audience;
  const found = foundIn(
    await lookUp(`content page for ${urls.length} urls`, () =>
      content.getPageByUrls(urls, {
        locale: locale.locale,
        path,
        contentType: 'page',
        market: locale.market,
      }),
    ),
  );
  return found && pageContentOf(found, audience);
}

/** The sandbox and the shop's Contentful space name the home page per market: home-de, home-at, home-ch, home-fr. */
export function homeEntryId(locale: LocaleInfo): string {
  return `home-${locale.market.toLowerCase()}`;
}

/** Content types whose `url` field is a page address (spec 2.2 /{all...}); magazine articles first. */
const PAGE_CONTENT_TYPES = ['magazinePage', 'page'] as const;

export interface ContentPage {
  id: string;
  kind: 'magazine' | 'page';
  title: string;
  headline: string | undefined;
  description: string | undefined;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  author: { name: string; position: string | undefined; image: CmsAsset | undefined } | undefined;
  media: { desktop: CmsAsset; mobile: CmsAsset | undefined; alt: string } | undefined;
  /** Blocks above the page header, full width. */
  blocksAbove: unknown[];
  /** The page's blocks, then the article's inner blocks (spec 2.6: narrowed inside a magazine page). */
  blocks: unknown[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
const blockList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The content page whose url is `url` (spec 2.2 /{all...} and /preview/{all...}), filtered for the platform and
 * the locale (spec 5); undefined when there is none or without content configured. Content that fails or does not
 * answer within the render's budget throws the 503 answer (issue 12), so a page is never a false 404.
 */
export async function loadContentPage(
  url: string,
  audience: ContentAudience,
  path: string,
): Promise<ContentPage | undefined> {
  const content = contentLoader();
  if (content === undefined) return undefined;
  const { locale } = audience;
  const lookup = await lookUp('content page', () =>
    content.getPageByUrl(url, { locale: locale.locale, path, contentTypes: PAGE_CONTENT_TYPES }),
  );
  // Issue 12: 404 only when the content service says there is no such page; else 503 with Retry-After.
  if (lookup.kind === 'unavailable') throw backendUnavailable(503);
  if (lookup.kind === 'missing') return undefined;
  const found = lookup.entry;
  const entry = shownEntry(found, audience);
  const fields: Record<string, unknown> = entry.fields ?? {};
  const authorName = text(fields.authorName);
  const desktop = parseAsset(fields.mediaDesktop);
  return {
    id: entry.sys.id,
    kind: entry.sys.contentType?.sys.id === 'magazinePage' ? 'magazine' : 'page',
    title: text(fields.title) ?? url,
    headline: text(fields.headline),
    description: text(fields.description),
    metaTitle: text(fields.metaTitle),
    metaDescription: text(fields.metaDescription),
    author: authorName
      ? { name: authorName, position: text(fields.authorPosition), image: parseAsset(fields.authorAsset) }
      : undefined,
    media: desktop
      ? { desktop, mobile: parseAsset(fields.mediaMobile), alt: text(fields.altTextAsset) ?? '' }
      : undefined,
    blocksAbove: blockList(fields.pageContentAbove),
    blocks: [...blockList(fields.pageContent), ...blockList(fields.pageContentInside)],
  };
}
