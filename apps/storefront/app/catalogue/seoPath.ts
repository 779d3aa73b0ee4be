import { stripLocalePrefix } from '../locale/fromPath';

export interface SeoPathRequest {
  /** Candidate seoPathInfo values: Shopware stores category paths with and product paths without a slash. */
  candidates: string[];
  /** Spec 2.2 /{all...}/p={page}: the page as a route parameter, 1 when absent. */
  page: number;
}

const PAGE_SEGMENT = /^p=(\d{1,6})$/;

/** A path segment with broken percent-encoding (`/%E0%A4%A`): a bad request, not an unknown page. */
export class MalformedPathError extends Error {
  constructor(readonly pathname: string) {
    super(`The path "${pathname}" is not a well-formed URL path.`);
    this.name = 'MalformedPathError';
  }
}

function decodeSegment(segment: string, pathname: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(pathname);
  }
}

/**
 * Reads the SEO path and the optional trailing p={page} segment of a shop path (without locale prefix). Throws
 * MalformedPathError for a segment that does not decode.
 */
export function parseSeoPath(pathname: string): SeoPathRequest | undefined {
  const segments = stripLocalePrefix(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  let page = 1;
  const last = segments[segments.length - 1];
  const pageMatch = last === undefined ? null : PAGE_SEGMENT.exec(last);
  if (pageMatch?.[1] !== undefined) {
    page = Number(pageMatch[1]);
    if (page < 1) return undefined;
    segments.pop();
  }
  if (segments.length === 0) return undefined;
  const path = segments.map((segment) => decodeSegment(segment, pathname)).join('/');
  return { candidates: [`${path}/`, path], page };
}
