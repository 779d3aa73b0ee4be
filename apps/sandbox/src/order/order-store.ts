import type { Doc } from '../catalogue/entities/store.js';
import { alterStock } from '../catalogue/stock-storage.js';
import type { SandboxDatabase } from '../db/open.js';
import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { stockAlterationsOf } from './order-stock.js';

/**
 * All SQL of the order aggregate: orders with their line items, transactions, deliveries, downloads, documents,
 * state history and returns, and the number ranges they draw from.
 */

type Db = Pick<SandboxDeps, 'db'>;

export interface OrderRecord {
  id: string;
  salesChannelId: string;
  orderNumber: string;
  customerId: string;
  emailKey: string;
  deepLinkCode: string;
  billingZipcode: string;
  state: string;
  /** The order as placed (price, customer, addresses, currency, codes); states and children are rows of their own. */
  doc: Doc;
  orderDateTime: string;
  createdAt: string;
  updatedAt: string;
}

export interface LineItemRecord {
  id: string;
  orderId: string;
  position: number;
  type: string;
  productId: string | null;
  promotionId: string | null;
  quantity: number;
  doc: Doc;
}

export interface TransactionRecord {
  id: string;
  orderId: string;
  position: number;
  paymentMethodId: string;
  state: string;
  amount: Doc;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryRecord {
  id: string;
  orderId: string;
  state: string;
  doc: Doc;
  createdAt: string;
  updatedAt: string;
}

export interface DownloadRecord {
  id: string;
  orderId: string;
  lineItemId: string;
  position: number;
  accessGranted: boolean;
  fileName: string;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentRecord {
  id: string;
  orderId: string;
  documentType: string;
  documentNumber: string;
  deepLinkCode: string;
  fileName: string;
  sent: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ReturnRecord {
  id: string;
  orderId: string;
  returnNumber: string;
  state: string;
  doc: Doc;
  createdAt: string;
  updatedAt: string;
}

/** Everything an order placement writes, besides the numbers it draws inside the write. */
export interface NewOrder {
  order: Omit<OrderRecord, 'orderNumber'>;
  lineItems: LineItemRecord[];
  transactions: TransactionRecord[];
  deliveries: DeliveryRecord[];
  downloads: DownloadRecord[];
  invoice: Omit<DocumentRecord, 'documentNumber' | 'fileName'>;
  /** Gift card balances the order uses up, in EUR. */
  giftCards: { code: string; amount: number }[];
}

const parseDoc = <T extends { doc: string }>(row: T): Omit<T, 'doc'> & { doc: Doc } => ({
  ...row,
  doc: JSON.parse(row.doc) as Doc,
});

const ORDER_COLUMNS = `id, sales_channel_id AS salesChannelId, order_number AS orderNumber, customer_id AS customerId,
  email_key AS emailKey, deep_link_code AS deepLinkCode, billing_zipcode AS billingZipcode, state, doc,
  order_date_time AS orderDateTime, created_at AS createdAt, updated_at AS updatedAt`;

function nextNumber(db: SandboxDatabase, range: 'order' | 'invoice' | 'return'): number {
  return statement(
    db,
    'UPDATE number_range SET last_value = last_value + 1 WHERE name = ? RETURNING last_value',
    'pluck',
  ).get(range) as number;
}

/**
 * Places an order exactly once per cart version: the cart row is deleted only if it is still at the version the
 * order was calculated from, in the same immediate transaction that writes the order. Of any number of
 * concurrent placements on one cart (in any worker process), one deletes the cart and writes its order; the
 * others find the cart gone or changed and write nothing. The order's product lines take their stock in the
 * same transaction; a closeout another order emptied meanwhile throws CloseoutStockExhaustedError and writes
 * nothing. Answers the order number, or undefined when the cart was not at that version any more.
 */
export function insertOrderForCart(
  deps: Db,
  cart: { token: string; version: number },
  placement: NewOrder,
  /** Further writes of the placement (the confirmation mail), in the same transaction: one write lock per order. */
  alsoWrite: (numbers: { orderNumber: string; invoiceNumber: string }) => void = () => {},
): { orderNumber: string; invoiceNumber: string } | undefined {
  const { db } = deps;
  return db
    .transaction(() => {
      const deleted = statement(db, 'DELETE FROM cart WHERE token = ? AND version = ?').run(
        cart.token,
        cart.version,
      ).changes;
      if (deleted !== 1) return undefined;
      const orderNumber = String(nextNumber(db, 'order'));
      const invoiceNumber = String(nextNumber(db, 'invoice'));
      const { order } = placement;
      statement(
        db,
        `INSERT INTO sales_order (id, sales_channel_id, order_number, customer_id, email_key, deep_link_code,
           billing_zipcode, state, doc, order_date_time, created_at, updated_at)
         VALUES (@id, @salesChannelId, @orderNumber, @customerId, @emailKey, @deepLinkCode, @billingZipcode, @state,
           @doc, @orderDateTime, @createdAt, @updatedAt)`,
      ).run({ ...order, orderNumber, doc: JSON.stringify(order.doc) });
      const lineItem = statement(
        db,
        `INSERT INTO order_line_item (id, order_id, position, type, product_id, promotion_id, quantity, doc)
         VALUES (@id, @orderId, @position, @type, @productId, @promotionId, @quantity, @doc)`,
      );
      for (const item of placement.lineItems) lineItem.run({ ...item, doc: JSON.stringify(item.doc) });
      const transaction = statement(
        db,
        `INSERT INTO order_transaction (id, order_id, position, payment_method_id, state, amount, created_at,
           updated_at)
         VALUES (@id, @orderId, @position, @paymentMethodId, @state, @amount, @createdAt, @updatedAt)`,
      );
      for (const item of placement.transactions)
        transaction.run({ ...item, amount: JSON.stringify(item.amount) });
      const delivery = statement(
        db,
        `INSERT INTO order_delivery (id, order_id, state, doc, created_at, updated_at)
         VALUES (@id, @orderId, @state, @doc, @createdAt, @updatedAt)`,
      );
      for (const item of placement.deliveries) delivery.run({ ...item, doc: JSON.stringify(item.doc) });
      const download = statement(
        db,
        `INSERT INTO order_line_item_download (id, order_id, line_item_id, position, access_granted, file_name,
           created_at, updated_at)
         VALUES (@id, @orderId, @lineItemId, @position, @accessGranted, @fileName, @createdAt, @updatedAt)`,
      );
      for (const item of placement.downloads)
        download.run({ ...item, accessGranted: item.accessGranted ? 1 : 0 });
      const { invoice } = placement;
      statement(
        db,
        `INSERT INTO order_document (id, order_id, document_type, document_number, deep_link_code, file_name,
           content, sent, created_at, updated_at)
         VALUES (@id, @orderId, @documentType, @documentNumber, @deepLinkCode, @fileName, NULL, @sent, @createdAt,
           @updatedAt)`,
      ).run({
        ...invoice,
        documentNumber: invoiceNumber,
        fileName: `invoice_${invoiceNumber}.pdf`,
        sent: invoice.sent ? 1 : 0,
      });
      const useGiftCard = statement(
        db,
        'UPDATE gift_card SET balance = MAX(0, ROUND(balance - ?, 2)) WHERE code = ?',
      );
      for (const card of placement.giftCards) useGiftCard.run(card.amount, card.code);
      alterStock(db, stockAlterationsOf(placement.lineItems, 'take'), { refuseOversold: true });
      alsoWrite({ orderNumber, invoiceNumber });
      return { orderNumber, invoiceNumber };
    })
    .immediate();
}

export function findOrder(deps: Db, id: string): OrderRecord | undefined {
  const row = statement(deps.db, `SELECT ${ORDER_COLUMNS} FROM sales_order WHERE id = ?`).get(id) as
    | (Omit<OrderRecord, 'doc'> & { doc: string })
    | undefined;
  return row ? parseDoc(row) : undefined;
}

/** Orders whose deep link code is the given one (at most one: the code is unique). */
export function findOrderByDeepLink(deps: Db, salesChannelId: string, code: string): OrderRecord | undefined {
  const row = statement(
    deps.db,
    `SELECT ${ORDER_COLUMNS} FROM sales_order WHERE deep_link_code = ? AND sales_channel_id = ?`,
  ).get(code, salesChannelId) as (Omit<OrderRecord, 'doc'> & { doc: string }) | undefined;
  return row ? parseDoc(row) : undefined;
}

/** A customer's orders in one sales channel, newest first. */
export function listCustomerOrders(deps: Db, customerId: string, salesChannelId: string): OrderRecord[] {
  const rows = statement(
    deps.db,
    `SELECT ${ORDER_COLUMNS} FROM sales_order WHERE customer_id = ? AND sales_channel_id = ?
     ORDER BY order_date_time DESC`,
  ).all(customerId, salesChannelId) as (Omit<OrderRecord, 'doc'> & { doc: string })[];
  return rows.map(parseDoc);
}

const IN_ORDERS = 'order_id IN (SELECT value FROM json_each(?))';

export function lineItemsOf(deps: Db, orderIds: readonly string[]): LineItemRecord[] {
  const rows = statement(
    deps.db,
    `SELECT id, order_id AS orderId, position, type, product_id AS productId, promotion_id AS promotionId, quantity,
       doc FROM order_line_item WHERE ${IN_ORDERS} ORDER BY order_id, position`,
  ).all(JSON.stringify(orderIds)) as (Omit<LineItemRecord, 'doc'> & { doc: string })[];
  return rows.map(parseDoc);
}

export function transactionsOf(deps: Db, orderIds: readonly string[]): TransactionRecord[] {
  const rows = statement(
    deps.db,
    `SELECT id, order_id AS orderId, position, payment_method_id AS paymentMethodId, state, amount,
       created_at AS createdAt, updated_at AS updatedAt FROM order_transaction WHERE ${IN_ORDERS}
     ORDER BY order_id, position`,
  ).all(JSON.stringify(orderIds)) as (Omit<TransactionRecord, 'amount'> & { amount: string })[];
  return rows.map((row) => ({ ...row, amount: JSON.parse(row.amount) as Doc }));
}

export function findTransaction(deps: Db, id: string): TransactionRecord | undefined {
  const row = statement(
    deps.db,
    `SELECT id, order_id AS orderId, position, payment_method_id AS paymentMethodId, state, amount,
       created_at AS createdAt, updated_at AS updatedAt FROM order_transaction WHERE id = ?`,
  ).get(id) as (Omit<TransactionRecord, 'amount'> & { amount: string }) | undefined;
  return row ? { ...row, amount: JSON.parse(row.amount) as Doc } : undefined;
}

export function deliveriesOf(deps: Db, orderIds: readonly string[]): DeliveryRecord[] {
  const rows = statement(
    deps.db,
    `SELECT id, order_id AS orderId, state, doc, created_at AS createdAt, updated_at AS updatedAt
     FROM order_delivery WHERE ${IN_ORDERS} ORDER BY order_id, created_at, id`,
  ).all(JSON.stringify(orderIds)) as (Omit<DeliveryRecord, 'doc'> & { doc: string })[];
  return rows.map(parseDoc);
}

export function downloadsOf(deps: Db, orderIds: readonly string[]): DownloadRecord[] {
  const rows = statement(
    deps.db,
    `SELECT id, order_id AS orderId, line_item_id AS lineItemId, position, access_granted AS accessGranted,
       file_name AS fileName, created_at AS createdAt, updated_at AS updatedAt
     FROM order_line_item_download WHERE ${IN_ORDERS} ORDER BY order_id, position`,
  ).all(JSON.stringify(orderIds)) as (Omit<DownloadRecord, 'accessGranted'> & { accessGranted: number })[];
  return rows.map((row) => ({ ...row, accessGranted: row.accessGranted === 1 }));
}

const DOCUMENT_COLUMNS = `id, order_id AS orderId, document_type AS documentType, document_number AS documentNumber,
  deep_link_code AS deepLinkCode, file_name AS fileName, sent, created_at AS createdAt, updated_at AS updatedAt`;

export function documentsOf(deps: Db, orderIds: readonly string[]): DocumentRecord[] {
  const rows = statement(
    deps.db,
    `SELECT ${DOCUMENT_COLUMNS} FROM order_document WHERE ${IN_ORDERS} ORDER BY order_id, created_at`,
  ).all(JSON.stringify(orderIds)) as (Omit<DocumentRecord, 'sent'> & { sent: number })[];
  return rows.map((row) => ({ ...row, sent: row.sent === 1 }));
}

export function findDocument(deps: Db, id: string): DocumentRecord | undefined {
  const row = statement(deps.db, `SELECT ${DOCUMENT_COLUMNS} FROM order_document WHERE id = ?`).get(id) as
    | (Omit<DocumentRecord, 'sent'> & { sent: number })
    | undefined;
  return row ? { ...row, sent: row.sent === 1 } : undefined;
}

/** The rendered file of a document, once generated (Shopware keeps it as the document's media file). */
export function documentContent(deps: Db, id: string): Buffer | undefined {
  const content = statement(deps.db, 'SELECT content FROM order_document WHERE id = ?', 'pluck').get(id) as
    | Buffer
    | null
    | undefined;
  return content ?? undefined;
}

export function saveDocumentContent(deps: Db, id: string, content: Buffer, now: string): void {
  statement(
    deps.db,
    'UPDATE order_document SET content = ?, updated_at = ? WHERE id = ? AND content IS NULL',
  ).run(content, now, id);
}

export function returnsOf(deps: Db, orderIds: readonly string[]): ReturnRecord[] {
  const rows = statement(
    deps.db,
    `SELECT id, order_id AS orderId, return_number AS returnNumber, state, doc, created_at AS createdAt,
       updated_at AS updatedAt FROM order_return WHERE ${IN_ORDERS} ORDER BY order_id, created_at`,
  ).all(JSON.stringify(orderIds)) as (Omit<ReturnRecord, 'doc'> & { doc: string })[];
  return rows.map(parseDoc);
}

/** Quantities of an order's line items already asked back by earlier returns. */
export function returnedQuantities(deps: Db, orderId: string): Map<string, number> {
  const rows = statement(
    deps.db,
    `SELECT json_extract(item.value, '$.orderLineItemId') AS lineItemId,
       SUM(json_extract(item.value, '$.quantity')) AS quantity
     FROM order_return, json_each(order_return.doc, '$.lineItems') AS item
     WHERE order_return.order_id = ? AND order_return.state != 'cancelled'
     GROUP BY lineItemId`,
  ).all(orderId) as { lineItemId: string; quantity: number }[];
  return new Map(rows.map((row) => [row.lineItemId, row.quantity]));
}

export function insertReturn(deps: Db, record: Omit<ReturnRecord, 'returnNumber'>): ReturnRecord {
  const { db } = deps;
  return db
    .transaction(() => {
      const returnNumber = String(nextNumber(db, 'return'));
      statement(
        db,
        `INSERT INTO order_return (id, order_id, return_number, state, doc, created_at, updated_at)
         VALUES (@id, @orderId, @returnNumber, @state, @doc, @createdAt, @updatedAt)`,
      ).run({ ...record, returnNumber, doc: JSON.stringify(record.doc) });
      return { ...record, returnNumber };
    })
    .immediate();
}

export type StatefulEntity = 'order' | 'order_transaction' | 'order_delivery';

const STATE_TABLES: Record<StatefulEntity, string> = {
  order: 'sales_order',
  order_transaction: 'order_transaction',
  order_delivery: 'order_delivery',
};

/**
 * Moves an entity from one state to the next if it is still in the state the transition was checked against
 * (compare-and-set), and writes the state history. False when another request moved it first.
 */
export function setState(
  deps: Db,
  change: {
    entity: StatefulEntity;
    id: string;
    orderId: string;
    from: string;
    to: string;
    action: string;
    now: string;
  },
  /** Further writes of the change (an order's stock), in the same transaction. */
  alsoWrite: () => void = () => {},
): boolean {
  const { db } = deps;
  return db
    .transaction(() => {
      const changed = statement(
        db,
        `UPDATE ${STATE_TABLES[change.entity]} SET state = ?, updated_at = ? WHERE id = ? AND state = ?`,
      ).run(change.to, change.now, change.id, change.from).changes;
      if (changed !== 1) return false;
      statement(
        db,
        `INSERT INTO order_state_history (order_id, entity, entity_id, from_state, to_state, action, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(change.orderId, change.entity, change.id, change.from, change.to, change.action, change.now);
      statement(db, 'UPDATE sales_order SET updated_at = ? WHERE id = ?').run(change.now, change.orderId);
      alsoWrite();
      return true;
    })
    .immediate();
}

/** Adds a transaction to an order (a payment method change), as the last one. */
export function appendTransaction(deps: Db, record: Omit<TransactionRecord, 'position'>): TransactionRecord {
  const { db } = deps;
  return db
    .transaction(() => {
      const position = statement(
        db,
        'SELECT COALESCE(MAX(position), -1) + 1 FROM order_transaction WHERE order_id = ?',
        'pluck',
      ).get(record.orderId) as number;
      statement(
        db,
        `INSERT INTO order_transaction (id, order_id, position, payment_method_id, state, amount, created_at,
           updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        record.id,
        record.orderId,
        position,
        record.paymentMethodId,
        record.state,
        JSON.stringify(record.amount),
        record.createdAt,
        record.updatedAt,
      );
      statement(db, 'UPDATE sales_order SET updated_at = ? WHERE id = ?').run(
        record.updatedAt,
        record.orderId,
      );
      return { ...record, position };
    })
    .immediate();
}

/** Downloads of an order become available once it is paid, and unavailable again when it no longer is. */
export function setDownloadAccess(deps: Db, orderId: string, granted: boolean, now: string): void {
  statement(
    deps.db,
    'UPDATE order_line_item_download SET access_granted = ?, updated_at = ? WHERE order_id = ? AND access_granted != ?',
  ).run(granted ? 1 : 0, now, orderId, granted ? 1 : 0);
}

/** A download of one of the customer's orders, or undefined (also for another customer's ids). */
export function findCustomerDownload(
  deps: Db,
  ids: { orderId: string; downloadId: string; customerId: string },
): DownloadRecord | undefined {
  const row = statement(
    deps.db,
    `SELECT download.id, download.order_id AS orderId, download.line_item_id AS lineItemId, download.position,
       download.access_granted AS accessGranted, download.file_name AS fileName, download.created_at AS createdAt,
       download.updated_at AS updatedAt
     FROM order_line_item_download AS download JOIN sales_order ON sales_order.id = download.order_id
     WHERE download.id = ? AND download.order_id = ? AND sales_order.customer_id = ?`,
  ).get(ids.downloadId, ids.orderId, ids.customerId) as
    | (Omit<DownloadRecord, 'accessGranted'> & { accessGranted: number })
    | undefined;
  return row ? { ...row, accessGranted: row.accessGranted === 1 } : undefined;
}

/**
 * Orders placed with a promotion by a customer (by customer id, or by email for guests who ordered before):
 * the per-customer limit of a promotion counts order rows.
 */
export function countPromotionOrders(
  deps: Db,
  promotionId: string,
  customer: { id: string | null; emailKey: string | null },
): number {
  if (customer.id === null && customer.emailKey === null) return 0;
  return statement(
    deps.db,
    `SELECT COUNT(DISTINCT sales_order.id) FROM order_line_item
     JOIN sales_order ON sales_order.id = order_line_item.order_id
     WHERE order_line_item.promotion_id = ? AND (sales_order.customer_id = ? OR sales_order.email_key = ?)`,
    'pluck',
  ).get(promotionId, customer.id, customer.emailKey) as number;
}
