import { parseSeoPath } from './seoPath';

/**
 * The `url` values a content `page` entry may carry to sit above a category's listing: the category's path as
 * the shopper sees it, without locale prefix and page segment, with or without the trailing slash (spec 2.1
 * normalises navigation links to the slash; editors paste either), and the language-independent id form
 * /navigation/{id} (spec 2.3) for one entry that serves every language.
 */
export function categoryContentUrls(pathname: string, categoryId: string): string[] {
  const seoPath = parseSeoPath(pathname);
  const fromPath = (seoPath?.candidates ?? []).map((candidate) => `/${candidate}`);
  const urls = [...fromPath, `/navigation/${categoryId}/`, `/navigation/${categoryId}`];
  // The content service's [in] filter splits on commas: a path holding one cannot be asked for.
  return [...new Set(urls)].filter((url) => !url.includes(','));
}

export interface PageEntryRef {
  id: string;
  url: string | undefined;
  /** A page for one market only (the home pages carry theirs); none means every market. */
  market: string | undefined;
}

/**
 * The entry for this category in this market: one written for the market wins over a general one, then the
 * closer URL (the SEO path before the id form). Entries for another market are never shown.
 */
export function pickCategoryPage(
  entries: readonly PageEntryRef[],
  urls: readonly string[],
  market: string,
): string | undefined {
  const rank = (entry: PageEntryRef) => {
    const urlRank = entry.url === undefined ? -1 : urls.indexOf(entry.url);
    return (entry.market === market ? 0 : urls.length) + urlRank;
  };
  const candidates = entries.filter(
    (entry) =>
      (entry.market === undefined || entry.market === '' || entry.market === market) &&
      entry.url !== undefined &&
      urls.includes(entry.url),
  );
  return candidates.sort((a, b) => rank(a) - rank(b))[0]?.id;
}
