import { parseSeoPath } from './seoPath';

/**
 * The `url` values a content `page` entry may carry to sit above a category's listing, closest first: the
 * category's path as the shopper sees it, without locale prefix and page segment, with or without the trailing
 * slash (spec 2.1 normalises navigation links to the slash; editors paste either), and the language-independent
 * id form /navigation/{id} (spec 2.3) for one entry that serves every language.
 */
export function categoryContentUrls(pathname: string, categoryId: string): string[] {
  const seoPath = parseSeoPath(pathname);
  const fromPath = (seoPath?.candidates ?? []).map((candidate) => `/${candidate}`);
  return [...new Set([...fromPath, `/navigation/${categoryId}/`, `/navigation/${categoryId}`])];
}
