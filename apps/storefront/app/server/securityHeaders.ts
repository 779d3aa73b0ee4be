/** Hosts a page's tracking tools need, by directive. */
export interface TrackingSources {
  script: readonly string[];
  connect: readonly string[];
  img: readonly string[];
}

/** Spec 9: the payment provider whose scripts a page may load (Amazon Pay's checkout script, issue 17). */
export const PAYMENT_PROVIDER_SCRIPT_ORIGINS: readonly string[] = ['https://static-eu.payments-amazon.com'];

/**
 * Spec 9: the content-security-policy allows scripts from self and the payment provider. React Router's hydration
 * data and module preloads are inline scripts, so they carry the response's nonce. Forms post to the shop only;
 * `paymentOrigins` are where a place-order POST may be redirected on to (the provider's payment page), which
 * browsers check against form-action too.
 */
export function contentSecurityPolicy(
  nonce: string,
  imageOrigins: readonly string[],
  paymentOrigins: readonly string[] = [],
  /** The configured tracking's hosts (`contentSecuritySources` of `@beautyshop/tracking/config`). */
  tracking: TrackingSources = { script: [], connect: [], img: [] },
): string {
  const list = (...sources: readonly string[]) => sources.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", `'nonce-${nonce}'`, ...PAYMENT_PROVIDER_SCRIPT_ORIGINS, ...tracking.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', ...imageOrigins, ...tracking.img)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...tracking.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `form-action 'self' ${paymentOrigins.join(' ')}`.trim(),
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
  // Issue 12: a shared cache may serve the copy it holds for a day while the backend fails (stale-if-error).
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400';
}

/**
 * Issue 12: features no page of the shop uses are off for it and for any frame; payment is the shop's own (the
 * wallet checkout runs on the shop's origin, spec 2.2 /amazon-pay), for checkout's Payment Request use.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self)';

/** Headers every answer carries, pages, assets, resource routes and refusals alike (issue 12). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
};
