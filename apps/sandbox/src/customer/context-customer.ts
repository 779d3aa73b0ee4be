import type { Doc } from '../catalogue/entities/store.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { findCustomer } from './customer-store.js';
import { renderCustomer } from './render-customer.js';

/** The `customer` of a SalesChannelContext: the logged-in customer (guest or registered), else null. */
export function contextCustomer(deps: Pick<SandboxDeps, 'db' | 'entities'>, shop: ShopRequest): Doc | null {
  const customerId = shop.context.customerId;
  const customer = customerId ? findCustomer(deps, customerId) : undefined;
  return customer?.active ? renderCustomer(deps, shop, customer, shop.context) : null;
}
