import type { Doc } from '../catalogue/entities/store.js';
import type { CustomerRecord } from '../customer/customer-store.js';
import { type CustomerRequirement, currentCustomer } from '../customer/session.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { DownloadFileNotFoundError } from './order-errors.js';
import { findCustomerDownload, lineItemsOf } from './order-store.js';
import { guidePdf } from './pdf/guide-pdf.js';

/** The file a digital product's line item delivers: its product number, as a PDF guide. */
export function downloadFileNameOf(lineItem: Doc): string {
  const payload = (lineItem.payload as Doc | undefined) ?? {};
  const number = String(payload.productNumber ?? lineItem.referencedId ?? 'download').replace(
    /[^A-Za-z0-9_-]/g,
    '',
  );
  return `${number || 'download'}-guide.pdf`;
}

export interface DownloadFile {
  fileName: string;
  content: Buffer;
}

const DOWNLOAD_REQUIREMENT: CustomerRequirement = 'guest-or-registered';

/**
 * A digital product's file, as Shopware's DownloadRoute serves it: only to the logged-in customer whose order it
 * is, and only while access is granted (the order is paid). Everything else, another customer's ids included,
 * is the same 404.
 */
export async function downloadFile(
  deps: SandboxDeps,
  shop: ShopRequest,
  ids: { orderId: string; downloadId: string },
): Promise<DownloadFile> {
  const customer: CustomerRecord = currentCustomer(deps, shop, DOWNLOAD_REQUIREMENT);
  const download = findCustomerDownload(deps, { ...ids, customerId: customer.id });
  if (!download?.accessGranted) throw new DownloadFileNotFoundError(ids.downloadId);
  const lineItem = lineItemsOf(deps, [download.orderId]).find((item) => item.id === download.lineItemId);
  if (!lineItem) throw new DownloadFileNotFoundError(ids.downloadId);
  return {
    fileName: download.fileName,
    content: await guidePdf({ title: String(lineItem.doc.label), fileName: download.fileName }),
  };
}
