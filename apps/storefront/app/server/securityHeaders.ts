/**
 * Spec 9: the content-security-policy allows scripts from self (and, in a later issue, the payment provider).
 * React Router's hydration data and module preloads are inline scripts, so they carry the response's nonce.
 */
export function contentSecurityPolicy(nonce: string, imageOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Origins of URLs, deduplicated; invalid ones are skipped. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      origins.add(new URL(url.includes('://') ? url : `https://${url}`).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * Architecture (scaling out): anonymous pages are cacheable at a CDN; a shopper with a session (context token
 * cookie) gets private responses because the HTML may show their cart or name, and so does an answer that sets a
 * cookie of the shopper's own. Cookies that only repeat the URL (locale, language id) keep a page shareable.
 */
export function cacheControlFor(
  method: string,
  status: number,
  hasSession: boolean,
  setsPersonalCookie: boolean,
): string {
  if (method !== 'GET' || hasSession || setsPersonalCookie || status >= 400) return 'private, no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
}
