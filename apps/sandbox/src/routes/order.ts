import type { Context, Hono } from 'hono';
import { clientIp } from '../customer/client-ip.js';
import { logIntoContext } from '../customer/session.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { readJsonObject } from '../http/body.js';
import { readCriteria } from '../http/criteria-input.js';
import type { AppEnv } from '../http/env.js';
import { respond, searchResult } from '../http/respond.js';
import {
  cancelOrder,
  changeOrderPayment,
  type DocumentFile,
  downloadDocument,
  downloadFile,
  listOrders,
  readReturnInput,
  requestReturn,
  requiredIdParameter,
} from '../order/index.js';

/** A file answer: inline (or as an attachment with `?download=1`), its name in printable ASCII only. */
export function fileAnswer(c: Context, file: DocumentFile, disposition: 'inline' | 'attachment'): Response {
  const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return c.body(new Uint8Array(file.content), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': `${disposition}; filename="${fallback}"`,
    'Content-Length': String(file.content.length),
  });
}

const downloadWanted = (c: Context) => ['1', 'true'].includes(c.req.query('download') ?? '');

/**
 * Shopware's order routes: OrderRoute (`/order`, with the guest deep link lookup), CancelOrderRoute,
 * SetPaymentOrderRoute, DownloadRoute, DocumentRoute, and the return request of the schema.
 */
export function registerOrderRoutes(api: Hono<AppEnv>, deps: SandboxDeps): void {
  const list = async (c: Context<AppEnv>) => {
    const { raw, criteria } = await readCriteria(c);
    const shop = c.get('shop');
    const listing = listOrders(deps, shop, criteria, {
      credentials: { email: raw.email, zipcode: raw.zipcode },
      clientIp: clientIp(c),
    });
    // `login: true` logs the guest whose order the deep link opened in, under a new context token.
    if (listing.guest && raw.login === true) logIntoContext(deps, c, listing.guest);
    const paymentChangeable =
      raw.checkPromotion === true
        ? Object.fromEntries(listing.elements.map((order) => [String(order.id), true]))
        : {};
    return respond(
      c,
      {
        orders: searchResult('order', listing.elements, listing.total, criteria, listing.aggregations),
        paymentChangeable,
      },
      criteria,
    );
  };
  api.post('/order', list);
  api.get('/order', list);

  api.post('/order/state/cancel', async (c) => {
    const orderId = requiredIdParameter(await readJsonObject(c), 'orderId');
    return respond(c, cancelOrder(deps, c.get('shop'), orderId));
  });

  api.post('/order/payment', async (c) => {
    const body = await readJsonObject(c);
    const input = {
      paymentMethodId: requiredIdParameter(body, 'paymentMethodId'),
      orderId: requiredIdParameter(body, 'orderId'),
    };
    changeOrderPayment(deps, c.get('shop'), input);
    return respond(c, { success: true });
  });

  api.get('/order/download/:orderId/:downloadId', async (c) => {
    const file = await downloadFile(deps, c.get('shop'), {
      orderId: c.req.param('orderId').toLowerCase(),
      downloadId: c.req.param('downloadId').toLowerCase(),
    });
    return fileAnswer(c, { ...file, contentType: 'application/octet-stream' }, 'attachment');
  });

  api.post('/order/:orderId/return', async (c) => {
    const input = readReturnInput(await readJsonObject(c));
    return respond(c, requestReturn(deps, c.get('shop'), c.req.param('orderId').toLowerCase(), input));
  });

  const document = async (c: Context<AppEnv>) => {
    const body = await readJsonObject(c);
    const file = await downloadDocument(deps, c.get('shop'), {
      documentId: c.req.param('documentId') ?? '',
      deepLinkCode: c.req.param('deepLinkCode') ?? '',
      credentials: {
        email: body.email ?? c.req.query('email'),
        zipcode: body.zipcode ?? c.req.query('zipcode'),
      },
      clientIp: clientIp(c),
    });
    return fileAnswer(c, file, downloadWanted(c) ? 'attachment' : 'inline');
  };
  api.get('/document/download/:documentId/:deepLinkCode', document);
  api.post('/document/download/:documentId/:deepLinkCode', document);
}
