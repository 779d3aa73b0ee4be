import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';

/** Spec 4: the four outcome views of the success page; the sub-route names three of them. */
export const SUCCESS_VIEWS = ['success', 'inprogress', 'paid', 'unpaid'] as const;
export type SuccessView = (typeof SUCCESS_VIEWS)[number];

/** `/checkout/success/{id}` and its sub-routes `/inprogress`, `/paid`, `/unpaid` (spec 2.2). */
export function successPath(locale: Locale, orderId: string, view: SuccessView = 'success'): string {
  const base = `/checkout/success/${encodeURIComponent(orderId)}`;
  return localePath(view === 'success' ? base : `${base}/${view}`, locale);
}

/** The view a sub-route segment names; undefined (a 404) for anything else. */
export function successViewOfSegment(segment: string | undefined): SuccessView | undefined {
  if (segment === undefined) return 'success';
  return SUCCESS_VIEWS.find((view) => view !== 'success' && view === segment);
}

const PAID = ['paid', 'paid_partially', 'authorized'];
const UNPAID = ['failed', 'cancelled'];
const IN_PROGRESS = ['in_progress', 'unconfirmed'];

/**
 * The view the order's payment puts the shopper in. The URL says what the provider reported when it sent the
 * shopper back (finish or error URL); the transaction's state is the truth and wins: a 'paid' return whose
 * payment is not settled yet is in progress, an order whose payment failed is unpaid whatever the URL says.
 * An open payment of a synchronous method (invoice, prepayment) is simply a placed order: the success view.
 */
export function successViewOf(requested: SuccessView, transactionState: string | undefined): SuccessView {
  if (transactionState === undefined) return requested;
  if (PAID.includes(transactionState)) return 'paid';
  if (UNPAID.includes(transactionState)) return 'unpaid';
  if (IN_PROGRESS.includes(transactionState)) return 'inprogress';
  // open (or reminded): the provider's return is not settled yet; without a return it is a placed order.
  return requested === 'success' ? 'success' : requested === 'unpaid' ? 'unpaid' : 'inprogress';
}
