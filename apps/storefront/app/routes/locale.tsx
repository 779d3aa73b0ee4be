import { data, Outlet } from 'react-router';
import { localePrefixOf, marketFromPath } from '../locale/fromPath';
import { serverConfig } from '../server/config.server';
import { isSecureOrigin, localeCookie, readSessionCookies } from '../session/cookies';
import type { Route } from './+types/locale';

/** Spec 4: a prefixed page remembers its locale in i18n_redirected (365 days) for the root redirect. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const prefix = localePrefixOf(url.pathname);
  const { locale } = readSessionCookies(request.headers.get('cookie'), marketFromPath(url.pathname));
  if (prefix === undefined || prefix === locale) return null;
  const secure = isSecureOrigin(new URL(serverConfig().appUrl));
  return data(null, { headers: { 'Set-Cookie': localeCookie(prefix, { secure }) } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function LocaleRoute() {
  return <Outlet />;
}
