/**
 * What a customer may still do with an order, by its states (issue 16). The rules are the Store API's own, so the
 * page offers only what the Store API accepts: the order state machine's `cancel` transition leaves from open and
 * in progress, and SetPaymentOrderRoute changes the method while the latest payment is in one of
 * OrderService::ALLOWED_TRANSACTION_STATES.
 */

const CANCELLABLE_ORDER_STATES: ReadonlySet<string> = new Set(['open', 'in_progress']);

const PAYMENT_CHANGEABLE_STATES: ReadonlySet<string> = new Set([
  'open',
  'cancelled',
  'reminded',
  'failed',
  'chargeback',
  'unconfirmed',
]);

/** Line item types a return can name: goods, not promotions or discounts. */
const RETURNABLE_LINE_TYPES: ReadonlySet<string> = new Set(['product', 'freeProduct']);

export interface OrderStates {
  /** The order's `stateMachineState.technicalName`. */
  order: string;
  /** The latest transaction's state; undefined for an order without a transaction. */
  payment: string | undefined;
}

/**
 * An order line as these rules read it: its type, and the files it brought (digital content) with whether they are
 * open to the customer yet.
 */
export interface OrderRuleLine {
  type?: string | undefined;
  downloads?: readonly { accessGranted?: boolean | undefined }[] | null | undefined;
}

/**
 * The Store API would cancel an open order whose files the customer can already download, and cancelling leaves
 * the payment, and so the access, as it is: the shop does not offer it. Digital content that has been delivered was
 * ordered with the waiver of the withdrawal right (the checkout asks for it).
 */
export function canCancelOrder(states: OrderStates, lines: readonly OrderRuleLine[] = []): boolean {
  const delivered = lines.some((line) =>
    (line.downloads ?? []).some((download) => download.accessGranted === true),
  );
  return !delivered && CANCELLABLE_ORDER_STATES.has(states.order);
}

/**
 * A cancelled order is not paid any more, so it offers no payment change even where its payment was cancelled
 * with it; an order without a transaction has nothing to change.
 */
export function canChangePaymentMethod(states: OrderStates): boolean {
  if (states.order === 'cancelled' || states.payment === undefined) return false;
  return PAYMENT_CHANGEABLE_STATES.has(states.payment);
}

/**
 * Goods can be sent back; promotions cannot, and neither can digital content: it is never sent, and it was ordered
 * with the waiver of the withdrawal right (the checkout asks for it).
 */
export function isReturnableLine(line: OrderRuleLine): boolean {
  return (
    line.type !== undefined && RETURNABLE_LINE_TYPES.has(line.type) && (line.downloads ?? []).length === 0
  );
}

/** A return request as these rules read it: its state and how many of which line it asks back. */
export interface OrderRuleReturn {
  state?: { technicalName: string } | undefined;
  lineItems?: readonly { orderLineItemId: string; quantity: number }[] | undefined;
}

/**
 * How many of each line earlier returns ask back: every return that is not cancelled counts, as the Store API
 * counts them when it refuses a quantity above what is left (VIOLATION::TOO_HIGH_ERROR).
 */
export function returnedQuantities(returns: readonly OrderRuleReturn[] | undefined): Map<string, number> {
  const returned = new Map<string, number>();
  for (const request of returns ?? []) {
    if (request.state?.technicalName === 'cancelled') continue;
    for (const line of request.lineItems ?? [])
      returned.set(line.orderLineItemId, (returned.get(line.orderLineItemId) ?? 0) + line.quantity);
  }
  return returned;
}

/** How many of a line can still be sent back: none of what is not goods, and the rest of what is. */
export function returnableQuantityOf(
  line: OrderRuleLine & { id: string; quantity: number },
  returned: ReadonlyMap<string, number>,
): number {
  return isReturnableLine(line) ? Math.max(0, line.quantity - (returned.get(line.id) ?? 0)) : 0;
}

/**
 * A cancelled order has nothing to send back; any other order can return what is left of its goods lines once
 * earlier returns are counted.
 */
export function canReturnOrder(
  states: OrderStates,
  lines: readonly (OrderRuleLine & { id: string; quantity: number })[],
  returned: ReadonlyMap<string, number> = new Map(),
): boolean {
  return states.order !== 'cancelled' && lines.some((line) => returnableQuantityOf(line, returned) > 0);
}

/** A line as grantedDownload reads it: its files and whether they are open to the customer yet. */
interface GrantLine {
  downloads?: readonly { id: string; accessGranted?: boolean | undefined }[] | null | undefined;
}
type DownloadOf<Line extends GrantLine> = NonNullable<Line['downloads']>[number];

/**
 * The file of an order a customer may fetch now, with the line it belongs to: one of the order's downloads whose
 * access is granted (the order is paid); undefined for any other id, which the shop answers as not found.
 */
export function grantedDownload<Line extends GrantLine>(
  lines: readonly Line[] | null | undefined,
  downloadId: string,
): { line: Line; download: DownloadOf<Line> } | undefined {
  for (const line of lines ?? []) {
    const download: DownloadOf<Line> | undefined = line.downloads?.find(
      (candidate) => candidate.id === downloadId,
    );
    if (download?.accessGranted === true) return { line, download };
  }
  return undefined;
}
