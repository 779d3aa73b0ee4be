import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { OrderNotFoundError } from './order-errors.js';
import { findOrder } from './order-store.js';
import { renderOrders } from './render-order.js';

/** One order with every association, as CartOrderRoute answers a placement. */
export function loadOrderForAnswer(deps: SandboxDeps, shop: ShopRequest, orderId: string): Doc {
  const order = findOrder(deps, orderId);
  const [rendered] = order ? renderOrders(deps, shop, [order]) : [];
  if (!rendered) throw new OrderNotFoundError(orderId);
  return rendered;
}
