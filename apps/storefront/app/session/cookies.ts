import { parse, serialize } from 'cookie';
import { isLocale, type Locale, type Market } from '../locale/locales';

/** Spec 9: session, context token, language and locale cookies live for 365 days. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Spec 9: the locale cookie key. */
export const LOCALE_COOKIE = 'i18n_redirected';
/** App mode (spec 1): an agent cookie marks the embedded web view. */
export const AGENT_COOKIE = 'agent';
const CONTEXT_TOKEN_PREFIX = 'sw-context-token-';
const LANGUAGE_ID_PREFIX = 'sw-language-id-';

/**
 * A context token belongs to one sales channel, so each market keeps its own: a token of the German channel
 * would not be accepted with the Swiss access key.
 */
export function contextTokenCookieName(market: Market): string {
  return `${CONTEXT_TOKEN_PREFIX}${market.toLowerCase()}`;
}
export function languageIdCookieName(market: Market): string {
  return `${LANGUAGE_ID_PREFIX}${market.toLowerCase()}`;
}

export interface SessionCookies {
  contextToken: string | undefined;
  languageId: string | undefined;
  locale: Locale | undefined;
  agent: boolean;
}

export function readSessionCookies(cookieHeader: string | null, market: Market): SessionCookies {
  const jar = parse(cookieHeader ?? '');
  const locale = jar[LOCALE_COOKIE];
  return {
    contextToken: jar[contextTokenCookieName(market)] || undefined,
    languageId: jar[languageIdCookieName(market)] || undefined,
    locale: isLocale(locale) ? locale : undefined,
    agent: jar[AGENT_COOKIE] !== undefined,
  };
}

/** Secure everywhere except plain-http localhost development, where browsers would drop a Secure cookie. */
export function isSecureOrigin(appUrl: URL): boolean {
  const localHost = ['localhost', '127.0.0.1', '[::1]'].includes(appUrl.hostname);
  return !localHost;
}

interface CookieContext {
  secure: boolean;
}

function sessionCookie(name: string, value: string, context: CookieContext, httpOnly: boolean): string {
  return serialize(name, value, {
    maxAge: COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly,
    secure: context.secure,
  });
}

/** Architecture: the context token and language id cookies are httpOnly; the browser never reads them. */
export function contextTokenCookie(market: Market, token: string, context: CookieContext): string {
  return sessionCookie(contextTokenCookieName(market), token, context, true);
}
export function languageIdCookie(market: Market, languageId: string, context: CookieContext): string {
  return sessionCookie(languageIdCookieName(market), languageId, context, true);
}
/** A context token cookie of any market: the shopper has a session. */
export function isContextTokenCookieName(name: string): boolean {
  return name.startsWith(CONTEXT_TOKEN_PREFIX);
}

/** The locale and language id cookies only repeat what the URL says, so every visitor of a page gets the same. */
export function isUrlCookieName(name: string): boolean {
  return name === LOCALE_COOKIE || name.startsWith(LANGUAGE_ID_PREFIX);
}

/** Whether a Set-Cookie value carries something of the shopper's own; a page that sets none stays shareable. */
export function isPersonalSetCookie(setCookie: string): boolean {
  return !isUrlCookieName(setCookie.slice(0, setCookie.indexOf('=')).trim());
}

/** The locale cookie is readable by the page (the language switcher and the root redirect use it). */
export function localeCookie(locale: Locale, context: CookieContext): string {
  return sessionCookie(LOCALE_COOKIE, locale, context, false);
}
