import type { Doc } from '../catalogue/entities/store.js';
import { currentCustomer } from '../customer/session.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { OrderNotFoundError } from './order-errors.js';
import { findOrder, type OrderRecord } from './order-store.js';
import { renderState } from './state-machines.js';
import { transitionOrder } from './transitions.js';

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
 * Shopware's CancelOrderRoute: the `cancel` transition of the customer's order (from open or in progress;
 * anything else is 400 SYSTEM__ILLEGAL_STATE_TRANSITION and changes nothing). Answers the new state.
 */
export function cancelOrder(deps: SandboxDeps, shop: ShopRequest, orderId: string): Doc {
  const order = customerOrder(deps, shop, orderId);
  const outcome = transitionOrder(deps, order.id, 'cancel');
  return renderState('order.state', outcome.to, shop.languageId, new Date(deps.now()).toISOString());
}
