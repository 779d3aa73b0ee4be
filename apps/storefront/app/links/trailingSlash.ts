/** Spec 2.1: link trailing slashes are normalised per site setting, either appended or removed. */
export type TrailingSlashSetting = 'append' | 'remove';

export type TrailingSlashDecision = { kind: 'keep' } | { kind: 'redirect'; location: string };

function isFilePath(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/** The normal form of a path under the setting; the root and file-like paths are left alone. */
export function normalizeTrailingSlash(pathname: string, setting: TrailingSlashSetting): string {
  if (pathname === '/' || isFilePath(pathname)) return pathname;
  if (setting === 'append') return pathname.endsWith('/') ? pathname : `${pathname}/`;
  return pathname.replace(/\/+$/, '') || '/';
}

/** A request whose path is not in the normal form is redirected to it, keeping the query string. */
export function trailingSlashRedirect(url: URL, setting: TrailingSlashSetting): TrailingSlashDecision {
  const normal = normalizeTrailingSlash(url.pathname, setting);
  return normal === url.pathname
    ? { kind: 'keep' }
    : { kind: 'redirect', location: `${normal}${url.search}` };
}
