import { parseTileIds } from '@beautyshop/catalogue';
import { data } from 'react-router';
import { shopRequestOf } from '../request/shopRequest';
import { loadProductTiles } from '../server/productTiles.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/productTiles';

/** GET {locale}/products/tiles?ids={id},{id}: product cards as JSON, for the browser's last-seen slider. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseTileIds(new URL(request.url).searchParams.get('ids'));
  if (!ids.ok) return data({ error: ids.message }, { status: 400 });
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const products = await loadProductTiles(storeApi, ids.ids, request.signal);
  const headers = cookieHeaders(storeApi);
  // Each shopper's list is their own: no shared cache may keep it, the browser may for a minute.
  headers.set('Cache-Control', 'private, max-age=60');
  return data({ products }, { headers });
}
