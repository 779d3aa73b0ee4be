import type { Doc } from '../catalogue/entities/store.js';
import { currentCustomer } from '../customer/session.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { IllegalTransitionError, OrderNotFoundError } from './order-errors.js';
import { findOrder, type OrderRecord, transactionsOf } from './order-store.js';
import { renderState } from './state-machines.js';
import { transitionOrder, transitionTransaction } from './transitions.js';

/** One of the logged-in customer's orders; another customer's id is the same 404 as an unknown one. */
export function customerOrder(
  deps: SandboxDeps,
  shop: ShopRequest,
  orderId: string,
  notFound: (orderId: string) => Error = (id) => new OrderNotFoundError(id),
): OrderRecord {
  const customer = currentCustomer(deps, shop, 'guest-or-registered');
  const order = findOrder(deps, orderId);
  if (!order || order.customerId !== customer.id || order.salesChannelId !== shop.salesChannel.id)
    throw notFound(orderId);
  return order;
}

/**
 * Transaction states in which no money has moved yet: cancelling the order cancels these payments too. A paid
 * (or partly paid, refunded, charged back) transaction keeps its state; giving money back is a refund, the
 * merchant's act. Cancelled and failed ones are done already.
 */
const UNSETTLED_STATES = new Set(['open', 'reminded', 'in_progress', 'unconfirmed', 'authorized']);

/**
 * Shopware's CancelOrderRoute: the `cancel` transition of the customer's order (from open or in progress;
 * anything else is 400 SYSTEM__ILLEGAL_STATE_TRANSITION and changes nothing), which gives the order's stock
 * back; its payments not yet settled are cancelled with it, so a cancelled order no longer asks to be paid.
 * Answers the order's new state.
 */
export function cancelOrder(deps: SandboxDeps, shop: ShopRequest, orderId: string): Doc {
  const order = customerOrder(deps, shop, orderId);
  const outcome = transitionOrder(deps, order.id, 'cancel');
  for (const transaction of transactionsOf(deps, [order.id])) {
    if (!UNSETTLED_STATES.has(transaction.state)) continue;
    try {
      transitionTransaction(deps, transaction.id, 'cancel');
    } catch (error) {
      // A payment return moved it on in between (paid, failed): that state stands.
      if (!(error instanceof IllegalTransitionError)) throw error;
    }
  }
  return renderState('order.state', outcome.to, shop.languageId, new Date(deps.now()).toISOString());
}
