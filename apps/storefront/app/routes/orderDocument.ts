import { data } from 'react-router';
import { invoiceFileName } from '../account/orderFileNames';
import { headerSafe } from '../account/orderFiles.server';
import { PRIVATE_NO_STORE, serverTranslate } from '../checkout/checkoutRequest.server';
import { readOwnOrder } from '../checkout/successPage.server';
import { shopRequestOf } from '../request/shopRequest';
import { storeApiFor } from '../server/storeApi.server';
import type { Route } from './+types/orderDocument';

/**
 * The invoice of an order, proxied by the shop (the browser talks only to the shop's origin): found among the
 * session's own order's documents, fetched by its deep link code, which never reaches the browser.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const shop = shopRequestOf(context);
  const storeApi = await storeApiFor(request, shop);
  const order = await readOwnOrder(storeApi, params.id);
  const document = order?.documents.find((candidate) => candidate.id === params.documentId);
  if (!order || !document)
    throw data('Not Found', { status: 404, headers: { 'Cache-Control': PRIVATE_NO_STORE } });
  const file = await storeApi.client.orders.downloadDocument({
    documentId: document.id,
    deepLinkCode: document.deepLinkCode,
  });
  return new Response(file, {
    headers: {
      'Content-Type': file.type || 'application/pdf',
      'Content-Disposition': `attachment; filename="${headerSafe(invoiceFileName(serverTranslate(shop), document, order))}"`,
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
}
