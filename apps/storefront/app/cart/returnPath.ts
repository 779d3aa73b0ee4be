/**
 * Where a form without JavaScript returns to: the page it was posted from (a hidden `returnTo` field), if that is
 * a path on this shop, else the fallback. Never another origin (`//host`, `/\host`, `https://...`).
 */
export function returnPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!/^\/(?![/\\])/.test(value) || /[\t\n\r\\]/.test(value) || value.length > 2048) return fallback;
  return value;
}

/** The path with the message keys of a change's answer, for the page to show once (spec 4: consumed once). */
export function withNotices(path: string, messageKeys: readonly string[]): string {
  if (messageKeys.length === 0) return path;
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set('notice', [...new Set(messageKeys)].join(','));
  return `${url.pathname}${url.search}`;
}

/** The message keys a page was sent with (letters, digits and dashes only; at most ten). */
export function noticesOf(searchParams: URLSearchParams): string[] {
  return (searchParams.get('notice') ?? '')
    .split(',')
    .filter((key) => /^[a-z0-9-]{1,64}$/.test(key))
    .slice(0, 10);
}
