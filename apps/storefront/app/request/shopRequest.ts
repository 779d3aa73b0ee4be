import type { Platform } from '@beautyshop/cms-renderer';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { isAppMode } from '../appMode';
import { localePrefixOf } from '../locale/fromPath';
import { DEFAULT_LOCALE, LOCALE_INFO, type Locale, type LocaleInfo } from '../locale/locales';
import { readSessionCookies, type SessionCookies } from '../session/cookies';

/**
 * What the path and the cookies say about a request, read once by the root middleware and handed to every loader
 * and action through React Router's context: no module parses the locale from the path again.
 */
export interface ShopRequest {
  /** Spec 2.1: the locale (market, language, currency) the prefix selects; unprefixed paths use the default. */
  locale: LocaleInfo;
  /** The locale prefix as the path wrote it; undefined for an unprefixed path (which redirects, spec 2.1). */
  prefix: Locale | undefined;
  /** The shopper's cookies for the locale's market (context token, language id, remembered locale, app mode). */
  session: SessionCookies;
  /** Spec 5: the platform content is filtered for: 'app' in app mode (spec 1, the embedded web view), else 'web'. */
  platform: Platform;
}

/** The shop request of a URL, or a path with its query, and its Cookie header. */
export function readShopRequest(target: URL | string, cookieHeader: string | null): ShopRequest {
  const url = typeof target === 'string' ? new URL(target, 'http://shop.invalid') : target;
  const prefix = localePrefixOf(url.pathname);
  const locale = LOCALE_INFO[prefix ?? DEFAULT_LOCALE];
  const session = readSessionCookies(cookieHeader, locale.market);
  const platform = isAppMode(url.searchParams, session.agent) ? 'app' : 'web';
  return { locale, prefix, session, platform };
}

/** Null until the root middleware has read the request (see documentShopRequest for where it never runs). */
export const shopRequestContext = createContext<ShopRequest | null>(null);

/** Root middleware: reads the shop request once, for the document and for every data request. */
export const shopRequestMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(shopRequestContext, readShopRequest(new URL(request.url), request.headers.get('cookie')));
  return next();
};

/** The request's locale and session, as the root middleware read them. */
export function shopRequestOf(context: Readonly<RouterContextProvider>): ShopRequest {
  const shop = context.get(shopRequestContext);
  if (shop === null) {
    throw new Error('[storefront] shopRequestOf: the root middleware has not read this request');
  }
  return shop;
}

/**
 * The document's shop request, for entry.server. React Router renders some documents without running any
 * middleware: a method it does not route (405) answers from the root's error boundary before the middleware
 * pipeline starts. Those read the request with the same parse as the middleware, never a second one.
 */
export function documentShopRequest(
  request: Request,
  context: Readonly<RouterContextProvider> | undefined,
): ShopRequest {
  return (
    context?.get(shopRequestContext) ?? readShopRequest(new URL(request.url), request.headers.get('cookie'))
  );
}
