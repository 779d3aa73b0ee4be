const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * Issue 16: where login sends the shopper afterwards, taken from the request, is only ever a path of this shop
 * (no open redirect): one leading slash, no backslash or control character (a browser reads `/\host` and
 * `/\thost` as another host), and still on the same origin once a URL parser has read it.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 2_000) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page's address with the page to return to (`redirectTo`). */
export function loginHref(loginPath: string, returnPath: string): string {
  return `${loginPath}?${new URLSearchParams({ redirectTo: returnPath })}`;
}
