import { matchPath } from 'react-router';
import { localePath, localePrefixOf, stripLocalePrefix } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { PAGE_ROUTES } from '../routeTable';
import { safeReturnPath } from './returnPath';

const PROBE_ORIGIN = 'http://return-path.invalid';

/** The shop's own pages that have one path in every locale: every route but the catch-all of SEO paths. */
const SAME_PATH_IN_EVERY_LOCALE = PAGE_ROUTES.filter((route) => route.path !== '*').map((route) =>
  route.path === undefined ? '/' : `/${route.path}`,
);

/**
 * A safe return path (safeReturnPath) in the page's locale. The language switch keeps the query, so a login page
 * opened from /de-de/account and switched to French still named /de-de/account: the shopper logged in in French
 * and was sent back into German. A page that has the same path in every locale (the account, the cart, the
 * checkout) is named in `locale` instead; a category's or product's SEO path is left as it is, since the same
 * words are no path in another language.
 */
export function returnPathIn(locale: Locale, path: string): string {
  const prefix = localePrefixOf(path);
  if (prefix === undefined || prefix === locale) return path;
  const url = new URL(path, PROBE_ORIGIN);
  const rest = stripLocalePrefix(url.pathname);
  const samePath = SAME_PATH_IN_EVERY_LOCALE.some(
    (pattern) => matchPath({ path: pattern, end: true }, rest) !== null,
  );
  return samePath ? `${localePath(rest, locale)}${url.search}${url.hash}` : path;
}

/** Where login and registration send the shopper afterwards: the request's safe return path, in the page's locale. */
export function safeReturnPathIn(locale: Locale, value: unknown, fallback: string): string {
  return returnPathIn(locale, safeReturnPath(value, fallback));
}
