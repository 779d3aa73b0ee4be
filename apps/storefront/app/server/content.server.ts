import { type ContentLoader, createContentLoader, filterEntry } from '@beautyshop/cms-renderer';
import type { LocaleInfo } from '../locale/locales';
import { serverConfig } from './config.server';

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
        })
      : undefined;
  }
  return loader;
}

export interface PageContent {
  title: string | undefined;
  blocks: unknown[];
}

/**
 * An entry's blocks, filtered for the web and the locale (spec 5). Missing content is logged and renders as an
 * empty page section: the shop stays usable when the content service is down.
 */
export async function loadPageContent(
  entryId: string,
  locale: LocaleInfo,
  path: string,
): Promise<PageContent | undefined> {
  const content = contentLoader();
  if (content === undefined) return undefined;
  const result = await content.getEntry(entryId, { locale: locale.locale, path });
  if (!result.ok) {
    console.warn(`[storefront] content ${entryId}: ${result.error.message}`);
    return undefined;
  }
  const entry = filterEntry(result.entry, { platform: 'web', locale: locale.locale });
  const fields: Record<string, unknown> = entry.fields ?? {};
  const blocks = Array.isArray(fields.pageContent) ? fields.pageContent : [];
  return { title: typeof fields.title === 'string' ? fields.title : undefined, blocks };
}

/** The sandbox and the shop's Contentful space name the home page per market: home-de, home-at, home-ch, home-fr. */
export function homeEntryId(locale: LocaleInfo): string {
  return `home-${locale.market.toLowerCase()}`;
}
