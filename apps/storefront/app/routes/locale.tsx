import { data, Outlet } from 'react-router';
import { catalogueDataFor } from '../i18n/messages.server';
import { shopRequestOf } from '../request/shopRequest';
import { serverConfig } from '../server/config.server';
import { isSecureOrigin, localeCookie } from '../session/cookies';
import type { Route } from './+types/locale';

/**
 * The locale's texts travel as data, once per locale: shipping all three languages in the JS bundle cost every
 * page about 4 KB of gzipped JavaScript for texts it never shows (remix-i18next delivers them the same way).
 * They travel as one JSON text (i18n/translate.ts, `CatalogueData`).
 * Spec 4: a prefixed page remembers its locale in i18n_redirected (365 days) for the root redirect.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { locale, prefix, session } = shopRequestOf(context);
  const catalogue = catalogueDataFor(locale.language);
  if (prefix === undefined || prefix === session.locale) return catalogue;
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
