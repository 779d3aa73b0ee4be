import { asRootPath } from '@beautyshop/catalogue';
import { z } from 'zod';
import { localePrefixOf } from '../locale/fromPath';

export const navigationEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['page', 'link', 'folder']).nullish(),
  linkType: z.enum(['category', 'product', 'landing_page']).nullish(),
  externalLink: z.string().nullish(),
  internalLink: z.string().nullish(),
  seoUrls: z.array(z.object({ seoPathInfo: z.string() })).nullish(),
});
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

export type ResolvedLink = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

const FALLBACK_PATH = {
  category: (id: string) => `/navigation/${id}`,
  product: (id: string) => `/detail/${id}`,
  landing_page: (id: string) => `/landingPage/${id}`,
} as const;

/** Spec 2.1: navigation links get a trailing slash. */
export function withTrailingSlash(path: string): string {
  const [pathname = '', rest = ''] = splitQuery(path);
  return pathname.endsWith('/') ? path : `${pathname}/${rest}`;
}

function splitQuery(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/**
 * Spec 2.1: a leading language prefix is stripped from absolute external links. We read "absolute" as a
 * root-relative path ('/de-de/sale'): it points into this shop, so it is re-prefixed with the shopper's locale;
 * links to other hosts stay untouched.
 */
export function stripLanguagePrefix(path: string): string {
  const prefix = localePrefixOf(path);
  if (prefix === undefined) return path;
  const rest = path.slice(prefix.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

function isOtherHost(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

/**
 * Spec 2.3: a navigation entry goes to its external link, or its SEO path, or otherwise by link type:
 * category to /navigation/{id}, product to /detail/{id}, landing_page to /landingPage/{id}.
 */
export function navigationLink(entry: NavigationEntry): ResolvedLink {
  const external = entry.externalLink?.trim();
  if (external) {
    if (isOtherHost(external)) return { kind: 'external', href: external };
    return { kind: 'internal', path: withTrailingSlash(stripLanguagePrefix(asRootPath(external))) };
  }
  const seoPath = entry.seoUrls?.find((url) => url.seoPathInfo !== '')?.seoPathInfo;
  if (seoPath !== undefined) return { kind: 'internal', path: withTrailingSlash(asRootPath(seoPath)) };
  const byType = FALLBACK_PATH[entry.linkType ?? 'category'];
  const target =
    entry.linkType === 'category' || !entry.linkType ? entry.id : (entry.internalLink ?? entry.id);
  return { kind: 'internal', path: withTrailingSlash(byType(target)) };
}
