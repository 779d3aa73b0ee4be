import { data } from 'react-router';
import { downloadFile } from '../account/orderFileNames';
import { headerSafe } from '../account/orderFiles.server';
import { grantedDownload } from '../account/orderRules';
import { PRIVATE_NO_STORE } from '../checkout/checkoutRequest.server';
import { readOwnOrder } from '../checkout/successPage.server';
import { shopRequestOf } from '../request/shopRequest';
import { storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/orderDownload';

/** A digital good of the session's own order, proxied by the shop; only downloads with access granted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const storeApi = await storeApiFor(request, shopRequestOf(context));
  const order = await readOwnOrder(storeApi, params.id);
  const granted = order && grantedDownload(order.lineItems, params.downloadId);
  if (!order || !granted)
    throw data('Not Found', { status: 404, headers: { 'Cache-Control': PRIVATE_NO_STORE } });
  const { line, download } = granted;
  const file = await storeApi.client.orders.downloadOrderFile({ orderId: order.id, downloadId: download.id });
  const { name, type } = downloadFile(line.label, download.media, file.type);
  return new Response(file, {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${headerSafe(name)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
}
