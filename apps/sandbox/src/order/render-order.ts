import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { idFor } from '../ids.js';
import { languageCodeOf } from '../seed/markets.js';
import { INVOICE_DOCUMENT_TYPE_ID, LIVE_VERSION_ID } from './build-order.js';
import {
  type DocumentRecord,
  type DownloadRecord,
  deliveriesOf,
  documentsOf,
  downloadsOf,
  lineItemsOf,
  type OrderRecord,
  type ReturnRecord,
  returnsOf,
  type TransactionRecord,
  transactionsOf,
} from './order-store.js';
import { renderState, stateIdOf } from './state-machines.js';

/** The to-many associations of an order a client asks for by name (criteria `associations`). */
export type OrderAssociation = 'lineItems' | 'deliveries' | 'transactions' | 'addresses';

export const ALL_ORDER_ASSOCIATIONS: ReadonlySet<OrderAssociation> = new Set([
  'lineItems',
  'deliveries',
  'transactions',
  'addresses',
]);

const groupBy = <T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
};

const DOWNLOAD_MEDIA_FOLDER = 'order-downloads';

function renderDownload(download: DownloadRecord): Doc {
  const mediaId = idFor(`download-media:${download.id}`);
  const [name, extension] = [download.fileName.replace(/\.pdf$/, ''), 'pdf'];
  return {
    id: download.id,
    versionId: LIVE_VERSION_ID,
    orderLineItemId: download.lineItemId,
    orderLineItemVersionId: LIVE_VERSION_ID,
    mediaId,
    position: download.position,
    accessGranted: download.accessGranted,
    customFields: null,
    createdAt: download.createdAt,
    updatedAt: download.updatedAt,
    // Private media: no public URL; the file is served by /order/download/{orderId}/{downloadId}.
    media: {
      id: mediaId,
      mimeType: 'application/pdf',
      fileExtension: extension,
      fileName: name,
      fileSize: null,
      title: null,
      alt: null,
      url: '',
      path: `${DOWNLOAD_MEDIA_FOLDER}/${download.fileName}`,
      hasFile: true,
      private: true,
      customFields: null,
      translated: {},
      thumbnails: [],
      apiAlias: 'media',
    },
    apiAlias: 'order_line_item_download',
  };
}

export function renderTransaction(
  deps: Pick<SandboxDeps, 'entities'>,
  shop: Pick<ShopRequest, 'languageId' | 'languageIdChain'>,
  transaction: TransactionRecord,
): Doc {
  return {
    id: transaction.id,
    versionId: LIVE_VERSION_ID,
    orderId: transaction.orderId,
    orderVersionId: LIVE_VERSION_ID,
    paymentMethodId: transaction.paymentMethodId,
    amount: transaction.amount,
    validationData: {},
    stateId: stateIdOf('order_transaction.state', transaction.state),
    customFields: null,
    createdAt: transaction.createdAt,
    updatedAt: transaction.updatedAt,
    stateMachineState: renderState(
      'order_transaction.state',
      transaction.state,
      shop.languageId,
      transaction.updatedAt,
    ),
    paymentMethod:
      deps.entities.render('payment_method', transaction.paymentMethodId, shop.languageIdChain) ?? null,
    captures: [],
    apiAlias: 'order_transaction',
  };
}

export function renderDocument(document: DocumentRecord, languageId: string): Doc {
  return {
    id: document.id,
    documentTypeId: INVOICE_DOCUMENT_TYPE_ID,
    referencedDocumentId: null,
    orderId: document.orderId,
    orderVersionId: LIVE_VERSION_ID,
    documentMediaFileId: null,
    config: {
      name: document.documentType,
      title: document.documentType === 'invoice' ? 'Invoice' : document.documentType,
      documentNumber: document.documentNumber,
      documentDate: document.createdAt,
      displayInCustomerAccount: true,
      fileTypes: ['pdf'],
    },
    sent: document.sent,
    static: false,
    deepLinkCode: document.deepLinkCode,
    documentNumber: document.documentNumber,
    fileType: 'pdf',
    customFields: null,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    documentType: {
      id: INVOICE_DOCUMENT_TYPE_ID,
      technicalName: document.documentType,
      name: invoiceName(languageId),
      customFields: null,
      translated: { name: invoiceName(languageId) },
      apiAlias: 'document_type',
    },
    apiAlias: 'document',
  };
}

const INVOICE_NAMES = { de: 'Rechnung', en: 'Invoice', fr: 'Facture' } as const;

const invoiceName = (languageId: string): string => INVOICE_NAMES[languageCodeOf(languageId) ?? 'de'];

export function renderReturn(record: ReturnRecord, languageId: string): Doc {
  return {
    ...record.doc,
    id: record.id,
    versionId: LIVE_VERSION_ID,
    orderId: record.orderId,
    orderVersionId: LIVE_VERSION_ID,
    returnNumber: record.returnNumber,
    stateId: stateIdOf('order_return.state', record.state),
    state: renderState('order_return.state', record.state, languageId, record.updatedAt),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    apiAlias: 'order_return',
  };
}

/**
 * Orders as the Store API answers them: the placed order with its current states (order, deliveries,
 * transactions as `stateMachineState` in the request's language), documents, returns and, where asked for,
 * line items (with downloads), deliveries, transactions (oldest first) and addresses. Children are read for all
 * orders at once.
 */
export function renderOrders(
  deps: Pick<SandboxDeps, 'db' | 'entities'>,
  shop: Pick<ShopRequest, 'languageId' | 'languageIdChain'>,
  orders: readonly OrderRecord[],
  associations: ReadonlySet<OrderAssociation> = ALL_ORDER_ASSOCIATIONS,
): Doc[] {
  const ids = orders.map((order) => order.id);
  if (ids.length === 0) return [];
  const lineItems = associations.has('lineItems') ? groupBy(lineItemsOf(deps, ids)) : new Map();
  const downloads = associations.has('lineItems') ? groupBy(downloadsOf(deps, ids)) : new Map();
  const deliveries = groupBy(deliveriesOf(deps, ids));
  const transactions = groupBy(transactionsOf(deps, ids));
  const documents = groupBy(documentsOf(deps, ids));
  const returns = groupBy(returnsOf(deps, ids));
  const { languageId } = shop;
  return orders.map((order) => {
    const orderDownloads: DownloadRecord[] = downloads.get(order.id) ?? [];
    const orderDeliveries = deliveries.get(order.id) ?? [];
    const orderTransactions = transactions.get(order.id) ?? [];
    const renderedDeliveries = orderDeliveries.map((delivery) => ({
      ...delivery.doc,
      stateId: stateIdOf('order_delivery.state', delivery.state),
      updatedAt: delivery.updatedAt,
      stateMachineState: renderState('order_delivery.state', delivery.state, languageId, delivery.updatedAt),
    }));
    const renderedTransactions = orderTransactions.map((transaction) =>
      renderTransaction(deps, shop, transaction),
    );
    const { addresses, ...doc } = order.doc;
    return {
      ...doc,
      orderNumber: order.orderNumber,
      stateId: stateIdOf('order.state', order.state),
      stateMachineState: renderState('order.state', order.state, languageId, order.updatedAt),
      updatedAt: order.updatedAt,
      primaryOrderDeliveryId: orderDeliveries[0]?.id ?? null,
      primaryOrderDeliveryVersionId: orderDeliveries[0] ? LIVE_VERSION_ID : null,
      primaryOrderTransactionId: orderTransactions.at(-1)?.id ?? null,
      primaryOrderTransactionVersionId: orderTransactions.length ? LIVE_VERSION_ID : null,
      ...(associations.has('addresses') ? { addresses } : {}),
      ...(associations.has('lineItems')
        ? {
            lineItems: ((lineItems.get(order.id) ?? []) as { id: string; doc: Doc }[]).map((item) => ({
              ...item.doc,
              downloads: orderDownloads
                .filter((download) => download.lineItemId === item.id)
                .map(renderDownload),
            })),
          }
        : {}),
      ...(associations.has('deliveries') ? { deliveries: renderedDeliveries } : {}),
      ...(associations.has('transactions') ? { transactions: renderedTransactions } : {}),
      documents: (documents.get(order.id) ?? [])
        .filter((document) => document.sent)
        .map((document) => renderDocument(document, languageId)),
      extensions: {
        returns: (returns.get(order.id) ?? []).map((record) => renderReturn(record, languageId)),
      },
    };
  });
}
