import { COOKIE_MAX_AGE_SECONDS } from './cookies';

/** Remembers that the shopper closed the country banner (spec 2.4), read and written by the page itself. */
export const COUNTRY_BANNER_COOKIE = 'country_banner_dismissed';

/**
 * Whether a cookie string (`document.cookie` or a Cookie header) holds the dismissal. The value is fixed, so a
 * plain comparison does and the browser bundle needs no cookie parser.
 */
export function isCountryBannerDismissed(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${COUNTRY_BANNER_COOKIE}=1`);
}

/** The Set-Cookie / `document.cookie` value of the dismissal; spec 9 keeps shop cookies for 365 days. */
export function countryBannerDismissalCookie({ secure }: { secure: boolean }): string {
  return `${COUNTRY_BANNER_COOKIE}=1; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
