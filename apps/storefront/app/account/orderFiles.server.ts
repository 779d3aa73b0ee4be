import { type AccountRequest, privateHeaders } from '../session/accountSession.server';
import { downloadFile, invoiceFileName } from './orderFileNames';
import { readCustomerOrder, throwOrderNotFound } from './orderPages.server';
import { grantedDownload } from './orderRules';

/** A file name that survives a header: printable ASCII without quotes or backslashes. */
export const headerSafe = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

function fileAnswer(account: AccountRequest, file: Blob, type: string, fileName: string): Response {
  const headers = privateHeaders(account);
  headers.set('Content-Type', type);
  headers.set('Content-Disposition', `attachment; filename="${headerSafe(fileName)}"`);
  headers.set('Content-Length', String(file.size));
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(file.stream(), { headers });
}

/**
 * A document of the customer's own order (the invoice), streamed by the shop: the browser knows only the shop's
 * URL with the document's id; the deep link code and the context token stay on the server.
 */
export async function orderDocumentAnswer(
  account: AccountRequest,
  orderSegment: string,
  documentId: string,
): Promise<Response> {
  const order = await readCustomerOrder(account, orderSegment);
  const document = order.documents.find((candidate) => candidate.id === documentId);
  if (!document) throwOrderNotFound(account);
  const file = await account.storeApi.client.orders.downloadDocument({
    documentId: document.id,
    deepLinkCode: document.deepLinkCode,
  });
  return fileAnswer(
    account,
    file,
    file.type || 'application/pdf',
    invoiceFileName(account.t, document, order),
  );
}

/** A digital good of the customer's own order, once its access is granted (the order is paid). */
export async function orderDownloadAnswer(
  account: AccountRequest,
  orderSegment: string,
  downloadId: string,
): Promise<Response> {
  const order = await readCustomerOrder(account, orderSegment);
  const granted = grantedDownload(order.lineItems, downloadId);
  if (!granted) throwOrderNotFound(account);
  const { line, download } = granted;
  const file = await account.storeApi.client.orders.downloadOrderFile({
    orderId: order.id,
    downloadId: download.id,
  });
  const { name, type } = downloadFile(line.label, download.media, file.type);
  return fileAnswer(account, file, type, name);
}
