import { parseTileIds } from '@beautyshop/catalogue';
import { data } from 'react-router';
import { shopRequestOf } from '../request/shopRequest';
import { loadCartRecommendations } from '../server/pageRecommendations.server';
import { cookieHeaders, storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/cartRecommendations';

/**
 * GET {locale}/cart/recommendations?ids={id},{id}: the cart's recommendations (spec 7.2) as cards plus the
 * personalisation events, for the cart page's slider. The browser names the cart's products: it shows them
 * already, and recommendations are no secret.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = parseTileIds(new URL(request.url).searchParams.get('ids'));
  if (!ids.ok) return data({ error: ids.message }, { status: 400 });
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const { tiles, oscEvents } = await loadCartRecommendations(storeApi, ids.ids);
  const headers = cookieHeaders(storeApi);
  // The shopper's own cart: no shared cache may keep the answer, the browser may for a minute.
  headers.set('Cache-Control', 'private, max-age=60');
  return data({ products: tiles, oscEvents }, { headers });
}
