import { data, Outlet } from 'react-router';
import { catalogueFor } from '../i18n/messages.server';
import { localeFromPath, localePrefixOf, marketFromPath } from '../locale/fromPath';
import { LOCALE_INFO } from '../locale/locales';
import { serverConfig } from '../server/config.server';
import { isSecureOrigin, localeCookie, readSessionCookies } from '../session/cookies';
import type { Route } from './+types/locale';

/**
 * The locale's texts travel as data, once per locale: shipping all three languages in the JS bundle cost every
 * page about 4 KB of gzipped JavaScript for texts it never shows (remix-i18next delivers them the same way).
 * Spec 4: a prefixed page remembers its locale in i18n_redirected (365 days) for the root redirect.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const catalogue = catalogueFor(LOCALE_INFO[localeFromPath(url.pathname)].language);
  const prefix = localePrefixOf(url.pathname);
  const { locale } = readSessionCookies(request.headers.get('cookie'), marketFromPath(url.pathname));
  if (prefix === undefined || prefix === locale) return catalogue;
  const secure = isSecureOrigin(new URL(serverConfig().appUrl));
  return data(catalogue, { headers: { 'Set-Cookie': localeCookie(prefix, { secure }) } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Each locale has a route of its own (its id carries the locale), so its texts never change under it: client
 * navigations and revalidations within the locale do not fetch them again.
 */
export function shouldRevalidate() {
  return false;
}

export default function LocaleRoute() {
  return <Outlet />;
}
