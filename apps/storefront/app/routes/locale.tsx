import { preload } from 'react-dom';
import { data, Outlet, redirectDocument, useLoaderData } from 'react-router';
import { loadCatalogue } from '../i18n/catalogueStore';
import { catalogueDataFor } from '../i18n/messages.server';
import { shopRequestOf } from '../request/shopRequest';
import { serverConfig } from '../server/config.server';
import { isSecureOrigin, localeCookie } from '../session/cookies';
import type { Route } from './+types/locale';

/**
 * The locale names its texts (i18n/translate.ts, `CatalogueData`): an asset of its own that the browser fetches
 * once and keeps (routes/texts.ts). Shipping all three languages in the JS bundle cost every page about 4 KB of
 * gzipped JavaScript for texts it never shows, and sending them in the page data cost every document 10 KB.
 * Spec 4: a prefixed page remembers its locale in i18n_redirected (365 days) for the root redirect.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { locale, prefix, session } = shopRequestOf(context);
  const catalogue = catalogueDataFor(locale.locale);
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

/**
 * A client navigation into another locale renders once its texts are here. When they cannot be loaded, the
 * browser loads the page as a document instead: the server renders it with its texts. The first page's texts are
 * loaded before hydration (entry.client.tsx), so this does not run for it.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const catalogue = await serverLoader();
  if (!(await loadCatalogue(catalogue.href, catalogue.version))) {
    const { pathname, search } = new URL(request.url);
    throw redirectDocument(`${pathname}${search}`);
  }
  return catalogue;
}

export default function LocaleRoute() {
  const { href } = useLoaderData<typeof loader>();
  // The browser starts fetching the texts with the document's head; entry.client.tsx waits for them to hydrate.
  // In the browser the texts are here before this renders (a preload then would only ask again).
  if (typeof document === 'undefined') preload(href, { as: 'fetch', crossOrigin: 'anonymous' });
  return <Outlet />;
}
