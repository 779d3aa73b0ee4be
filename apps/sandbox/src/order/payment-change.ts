import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { EntityNotFoundError } from '../errors.js';
import { newId } from './build-order.js';
import { customerOrder } from './cancel-order.js';
import {
  IllegalTransitionError,
  PaymentMethodNotAvailableError,
  PaymentMethodNotChangeableError,
} from './order-errors.js';
import { appendTransaction, type TransactionRecord, transactionsOf } from './order-store.js';
import { STATE_MACHINES } from './state-machines.js';
import { transitionTransaction } from './transitions.js';

/** The order's total as a transaction amount, as SetPaymentOrderRoute builds it. */
function orderTotalAsPrice(price: Doc): Doc {
  return {
    unitPrice: price.totalPrice,
    quantity: 1,
    totalPrice: price.totalPrice,
    calculatedTaxes: price.calculatedTaxes,
    taxRules: price.taxRules,
    referencePrice: null,
    listPrice: null,
    regulationPrice: null,
    apiAlias: 'calculated_price',
  };
}

/** States of the last transaction in which the payment method may still change (OrderService::ALLOWED_TRANSACTION_STATES). */
const CHANGEABLE_STATES = new Set(['open', 'cancelled', 'reminded', 'failed', 'chargeback', 'unconfirmed']);
const DONE_STATES = new Set(['cancelled', 'failed']);

function isOfferedIn(deps: SandboxDeps, paymentMethodId: string, shop: ShopRequest): boolean {
  const method = deps.entities.get('payment_method', paymentMethodId);
  const markets = (method?.doc._marketIsos as string[] | undefined) ?? [];
  return method?.doc.active === true && markets.includes(String(shop.salesChannel.doc._code));
}

/**
 * Reuses the last transaction if it already has the method (reopening it where it was cancelled or failed),
 * and cancels every other transaction still running (SetPaymentOrderRoute::tryTransition).
 */
function tryTransition(
  deps: SandboxDeps,
  transactions: readonly TransactionRecord[],
  paymentMethodId: string,
): boolean {
  const last = transactions.at(-1);
  for (const transaction of transactions) {
    if (transaction.paymentMethodId === paymentMethodId && transaction.id === last?.id) {
      if (transaction.state === STATE_MACHINES['order_transaction.state'].initial) return true;
      try {
        transitionTransaction(deps, transaction.id, 'reopen');
        return true;
      } catch (error) {
        if (!(error instanceof IllegalTransitionError)) throw error;
      }
    }
    if (DONE_STATES.has(transaction.state)) continue;
    transitionTransaction(deps, transaction.id, 'cancel');
  }
  return false;
}

/**
 * Shopware's SetPaymentOrderRoute: the customer's order gets another payment method while its last transaction
 * is still open (or cancelled, failed, reminded, unconfirmed, charged back): the running transactions are
 * cancelled and a new open transaction over the amount to pay is added with the method. A method the market
 * does not offer is 404 CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE; a paid or authorised order 403
 * CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE.
 */
export function changeOrderPayment(
  deps: SandboxDeps,
  shop: ShopRequest,
  input: { orderId: string; paymentMethodId: string },
): void {
  // SetPaymentOrderRoute loads the order through the repository: a miss is the DAL's EntityNotFoundException.
  const order = customerOrder(
    deps,
    shop,
    input.orderId,
    (id) => new EntityNotFoundError('FRAMEWORK__ENTITY_NOT_FOUND', 'order', id),
  );
  if (!isOfferedIn(deps, input.paymentMethodId, shop))
    throw new PaymentMethodNotAvailableError(input.paymentMethodId);
  const transactions = transactionsOf(deps, [order.id]);
  const last = transactions.at(-1);
  if (last && !CHANGEABLE_STATES.has(last.state)) throw new PaymentMethodNotChangeableError();
  if (tryTransition(deps, transactions, input.paymentMethodId)) return;
  const now = new Date(deps.now()).toISOString();
  appendTransaction(deps, {
    id: newId(),
    orderId: order.id,
    paymentMethodId: input.paymentMethodId,
    state: STATE_MACHINES['order_transaction.state'].initial,
    amount: last?.amount ?? orderTotalAsPrice(order.doc.price as Doc),
    createdAt: now,
    updatedAt: now,
  });
}
