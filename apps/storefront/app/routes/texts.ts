import { catalogueAssetFor } from '../i18n/messages.server';
import { shopRequestOf } from '../request/shopRequest';
import type { Route } from './+types/texts';

/**
 * GET {locale}/_texts/{version}: the locale's texts (i18n/catalogueStore.ts, `CatalogueAsset`), which every page
 * names and the browser loads before it hydrates. A version never changes, so it is cached for a year by the
 * browser and any shared cache; it carries nobody's data. Another version (a page of an earlier build) answers
 * 404: texts that differ from the page's would not match its HTML, and that page stays as the server sent it.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const { version, json } = catalogueAssetFor(shopRequestOf(context).locale.locale);
  if (params.version !== version) {
    return new Response(JSON.stringify({ error: 'These texts are not part of this version of the shop.' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
