/**
 * What payments need of an order, read through the orders module's domain functions (src/order): the order with
 * its transactions, and the transaction state machine. Payments never write order tables themselves.
 */

/** Shopware's `order_transaction.state` states that payments move a transaction to. */
export type TransactionState = 'paid' | 'failed' | 'cancelled' | 'unconfirmed' | 'in_progress';

export interface PayableTransaction {
  id: string;
  paymentMethodId: string;
  /** The transaction's amount (its CalculatedPrice's totalPrice) in the order's currency. */
  amount: number;
  /** The technical name of its state: 'open', 'paid', ... */
  state: string;
  createdAt: string;
}

export interface PayableOrder {
  id: string;
  orderNumber: string;
  salesChannelId: string;
  customerId: string;
  email: string;
  firstName: string;
  languageId: string;
  /** ISO code of the order's currency. */
  currency: string;
  transactions: PayableTransaction[];
}
