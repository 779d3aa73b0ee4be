import { data } from 'react-router';
import { PRIVATE_NO_STORE } from '../checkout/checkoutRequest.server';
import { readOwnOrder } from '../checkout/successPage.server';
import { shopRequestOf } from '../request/shopRequest';
import { storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/orderDownload';

/** A digital good of the session's own order, proxied by the shop; only downloads with access granted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const order = await readOwnOrder(storeApi, params.id);
  const download = order?.lineItems
    ?.flatMap((item) => item.downloads ?? [])
    .find((candidate) => candidate.id === params.downloadId && candidate.accessGranted);
  if (!order || !download)
    throw data('Not Found', { status: 404, headers: { 'Cache-Control': PRIVATE_NO_STORE } });
  const file = await storeApi.client.orders.downloadOrderFile({ orderId: order.id, downloadId: download.id });
  return new Response(file, {
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      'Content-Disposition': 'attachment',
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
}
