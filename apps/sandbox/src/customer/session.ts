import type { Context } from 'hono';
import type { ContextRow } from '../context/store.js';
import type { AppEnv, SandboxDeps, ShopRequest } from '../http/env.js';
import { type CustomerRecord, findCustomer, saveCustomer } from './customer-store.js';
import { CustomerNotLoggedInError } from './errors.js';

/** Whether a route serves guests (a guest checkout's customer) or only registered customers. */
export type CustomerRequirement = 'guest-or-registered' | 'registered';

/**
 * The customer of the request's context, or a 403 with Shopware's CHECKOUT__CUSTOMER_NOT_LOGGED_IN (also for a
 * guest where a route needs a registered account, as Shopware's `_loginRequiredAllowGuest: false`).
 */
export function currentCustomer(
  deps: Pick<SandboxDeps, 'db'>,
  shop: Pick<ShopRequest, 'context'>,
  requirement: CustomerRequirement,
): CustomerRecord {
  const customerId = shop.context.customerId;
  const customer = customerId ? findCustomer(deps, customerId) : undefined;
  if (!customer?.active) throw new CustomerNotLoggedInError();
  if (requirement === 'registered' && customer.guest) throw new CustomerNotLoggedInError();
  return customer;
}

/** A customer's payment method of choice, where the market offers it. */
function paymentMethodFor(deps: SandboxDeps, shop: ShopRequest, customer: CustomerRecord): string {
  const chosen = customer.lastPaymentMethodId;
  const method = chosen ? deps.entities.get('payment_method', chosen) : undefined;
  const markets = (method?.doc._marketIsos as string[] | undefined) ?? [];
  return chosen && markets.includes(String(shop.salesChannel.doc._code))
    ? chosen
    : shop.context.paymentMethodId;
}

/**
 * Logs a customer into the request's context under a NEW token (Shopware's AccountService::loginById): the old
 * token is gone, so whoever still holds it is a new guest. The addresses in use become the customer's defaults.
 */
export function logIntoContext(deps: SandboxDeps, c: Context<AppEnv>, customer: CustomerRecord): ContextRow {
  const shop = c.get('shop');
  const next = deps.contexts.replace(shop.context, {
    customerId: customer.id,
    billingAddressId: null,
    shippingAddressId: null,
    paymentMethodId: paymentMethodFor(deps, shop, customer),
  });
  const now = new Date(deps.now()).toISOString();
  saveCustomer(deps, { ...customer, firstLogin: customer.firstLogin ?? now, lastLogin: now }, now);
  c.set('shop', { ...shop, context: next });
  return next;
}

/** Logs the customer out under a new token, as Shopware's LogoutRoute: the old token no longer carries anyone. */
export function logOutOfContext(deps: SandboxDeps, c: Context<AppEnv>): ContextRow {
  const shop = c.get('shop');
  const next = deps.contexts.replace(shop.context, {
    customerId: null,
    billingAddressId: null,
    shippingAddressId: null,
  });
  c.set('shop', { ...shop, context: next });
  return next;
}

/** Shopware's ContextTokenResponse body; the same token is in the sw-context-token header. */
export const contextTokenResponse = (context: ContextRow) => ({
  contextToken: context.token,
  apiAlias: 'array_struct',
});
