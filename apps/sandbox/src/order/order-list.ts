import { searchInMemory } from '../catalogue/criteria/memory.js';
import type { Criteria, Filter } from '../catalogue/criteria/types.js';
import type { Doc } from '../catalogue/entities/store.js';
import { type CustomerRecord, findCustomer } from '../customer/customer-store.js';
import { CustomerAuthThrottledError, CustomerNotLoggedInError } from '../customer/errors.js';
import type { LimiterPolicy } from '../customer/rate-limiter.js';
import type { SandboxDeps } from '../domain/sandbox-deps.js';
import type { ShopRequest } from '../domain/shop-request.js';
import { GuestNotAuthenticatedError, WrongGuestCredentialsError } from './order-errors.js';
import { findOrderByDeepLink, listCustomerOrders, type OrderRecord } from './order-store.js';
import { type OrderAssociation, renderOrders } from './render-order.js';

/** Shopware's `guest_login` limiter (shopware.yaml): the deep link lookups of one code from one address. */
export const GUEST_LOGIN_LIMITER: LimiterPolicy = {
  name: 'guest_login',
  steps: [
    { limit: 10, intervalSeconds: 10 },
    { limit: 15, intervalSeconds: 30 },
    { limit: 20, intervalSeconds: 60 },
  ],
  resetSeconds: 24 * 60 * 60,
};

/** A deep link finds orders created or changed in the last 30 days only (OrderRoute::filterOldOrders). */
const DEEP_LINK_DAYS = 30;

export interface GuestCredentials {
  email: unknown;
  zipcode: unknown;
}

export interface OrderListing {
  elements: Doc[];
  total: number;
  aggregations: Record<string, Doc>;
  /** The guest whose order a deep link opened, for `login: true`. */
  guest: CustomerRecord | null;
}

const DEEP_LINK_FIELDS = new Set(['deepLinkCode', 'order.deepLinkCode']);

function deepLinkFilterOf(criteria: Criteria): Extract<Filter, { type: 'equals' }> | undefined {
  return criteria.filter.find(
    (filter): filter is Extract<Filter, { type: 'equals' }> =>
      filter.type === 'equals' && DEEP_LINK_FIELDS.has(filter.field),
  );
}

/** The associations asked for, by their first path segment (`lineItems.downloads` asks for line items). */
export function orderAssociationsOf(criteria: Criteria): Set<OrderAssociation> {
  const known: readonly OrderAssociation[] = ['lineItems', 'deliveries', 'transactions', 'addresses'];
  const asked = Object.keys(criteria.associations).map((path) => path.split('.')[0]);
  return new Set(known.filter((name) => asked.includes(name)));
}

function isRecent(order: OrderRecord, now: number): boolean {
  const limit = new Date(now - DEEP_LINK_DAYS * 86_400_000).toISOString();
  return order.createdAt > limit || order.updatedAt > limit;
}

/**
 * Shopware's guest authentication of a deep link (OrderRoute::checkGuestAuth): the order must exist, belong to
 * a guest, and the email and billing zip code sent must be the order's.
 */
function authenticateGuest(deps: SandboxDeps, order: OrderRecord | undefined, credentials: GuestCredentials) {
  if (!order) throw new GuestNotAuthenticatedError();
  const customer = findCustomer(deps, order.customerId);
  if (!customer?.guest) throw new CustomerNotLoggedInError();
  const { email, zipcode } = credentials;
  if (typeof email !== 'string' || email === '' || typeof zipcode !== 'string' || zipcode === '')
    throw new GuestNotAuthenticatedError();
  const orderEmail = String((order.doc.orderCustomer as Doc).email);
  if (email !== orderEmail || zipcode !== order.billingZipcode) throw new WrongGuestCredentialsError();
  return customer;
}

/**
 * Shopware's OrderRoute::load: the logged-in customer's orders of this sales channel, or, for a shopper who is
 * not logged in, the guest order a deep link code names once email and billing zip code match (rate limited
 * per code and client address, 429 CHECKOUT__CUSTOMER_AUTH_THROTTLED). Without either: 403
 * CHECKOUT__CUSTOMER_NOT_LOGGED_IN. Criteria (filter, sort, page, limit, associations) apply to the orders.
 */
export function listOrders(
  deps: SandboxDeps,
  shop: ShopRequest,
  criteria: Criteria,
  guest: { credentials: GuestCredentials; clientIp: string },
): OrderListing {
  const customerId = shop.context.customerId;
  const customer = customerId ? findCustomer(deps, customerId) : undefined;
  const deepLink = deepLinkFilterOf(criteria);
  let orders: OrderRecord[];
  let guestCustomer: CustomerRecord | null = null;
  if (customer?.active) {
    orders = listCustomerOrders(deps, customer.id, shop.salesChannel.id);
    if (deepLink) orders = orders.filter((order) => isRecent(order, deps.now()));
  } else if (!deepLink) {
    throw new CustomerNotLoggedInError();
  } else {
    const code = String(deepLink.value ?? '');
    const key = `${code.toLowerCase()}-${guest.clientIp}`;
    const decision = deps.rateLimiter.consume(GUEST_LOGIN_LIMITER, key);
    if (decision.kind === 'throttled') throw new CustomerAuthThrottledError(decision.waitSeconds);
    const found = findOrderByDeepLink(deps, shop.salesChannel.id, code);
    const order = found && isRecent(found, deps.now()) ? found : undefined;
    guestCustomer = authenticateGuest(deps, order, guest.credentials);
    deps.rateLimiter.reset(GUEST_LOGIN_LIMITER, key);
    orders = order ? [order] : [];
  }
  const rendered = renderOrders(deps, shop, orders, orderAssociationsOf(criteria));
  const outcome = searchInMemory(rendered, criteria, { entity: 'order' });
  return { ...outcome, guest: guestCustomer };
}
