import { stripLocalePrefix } from '../locale/fromPath';

export interface ContentUrlRequest {
  /** The `url` field a content page would carry: the path without locale prefix, `/preview` and trailing slash. */
  url: string;
  /** Spec 2.1: a path that contains /preview anywhere loads unpublished content. */
  preview: boolean;
}

const PREVIEW_PREFIX = /^\/preview(?=\/|$)/;

/** Reads the content address of a shop path; spec 2.2 serves content pages at /{all...} and /preview/{all...}. */
export function contentUrlOf(pathname: string): ContentUrlRequest {
  const path = stripLocalePrefix(pathname);
  const preview = pathname.includes('/preview');
  const withoutPreview = path.replace(PREVIEW_PREFIX, '');
  const trimmed = withoutPreview.replace(/\/+$/, '');
  return { url: trimmed === '' ? '/' : trimmed, preview };
}
