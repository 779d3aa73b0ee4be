import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import { transitionTransaction } from '../order/index.js';
import { findOrder, findTransaction, type OrderRecord, transactionsOf } from '../order/order-store.js';
import type { PayableOrder, TransactionState } from './order-port.js';

/** The Shopware action that moves an open transaction to each state payments set. */
const ACTION: Record<TransactionState, string> = {
  paid: 'paid',
  failed: 'fail',
  cancelled: 'cancel',
  unconfirmed: 'process_unconfirmed',
  in_progress: 'process',
};

function payable(deps: Pick<SandboxDeps, 'db'>, order: OrderRecord): PayableOrder {
  const customer = (order.doc.orderCustomer ?? {}) as Doc;
  const currency = (order.doc.currency ?? {}) as Doc;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    salesChannelId: order.salesChannelId,
    customerId: order.customerId,
    email: String(customer.email ?? ''),
    firstName: String(customer.firstName ?? ''),
    languageId: String(order.doc.languageId ?? ''),
    currency: String(currency.isoCode ?? 'EUR'),
    transactions: transactionsOf(deps, [order.id]).map((transaction) => ({
      id: transaction.id,
      paymentMethodId: transaction.paymentMethodId,
      amount: Number(transaction.amount.totalPrice ?? 0),
      state: transaction.state,
      // Transactions of one placement share a timestamp; the position orders them.
      createdAt: `${transaction.createdAt}#${String(transaction.position).padStart(4, '0')}`,
    })),
  };
}

/** An order with its transactions, read through the order aggregate. */
export function findPayableOrder(deps: Pick<SandboxDeps, 'db'>, orderId: string): PayableOrder | undefined {
  const order = findOrder(deps, orderId);
  return order ? payable(deps, order) : undefined;
}

/** The order a transaction belongs to. */
export function findOrderOfTransaction(
  deps: Pick<SandboxDeps, 'db'>,
  transactionId: string,
): PayableOrder | undefined {
  const transaction = findTransaction(deps, transactionId);
  return transaction ? findPayableOrder(deps, transaction.orderId) : undefined;
}

/** Moves a transaction through the order aggregate's state machine (the one place its state changes). */
export function setTransactionState(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  transactionId: string,
  state: TransactionState,
): void {
  transitionTransaction(deps, transactionId, ACTION[state]);
}
