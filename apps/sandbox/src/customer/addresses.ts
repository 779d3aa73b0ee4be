import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { isId } from '../ids.js';
import { readAddressFields } from './address-input.js';
import {
  type AddressRecord,
  deleteAddress,
  findCustomerAddress,
  insertAddress,
  updateAddress,
} from './address-store.js';
import { type CustomerRecord, saveCustomer } from './customer-store.js';
import { AddressIsActiveError, AddressIsDefaultError, AddressNotFoundError } from './errors.js';
import { currentCustomer } from './session.js';
import { type Body, Violations } from './violations.js';

/**
 * An address of the logged-in customer. An id of another customer's address answers exactly as an unknown id
 * (404 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND), never with its data.
 */
export function ownAddress(deps: SandboxDeps, customer: CustomerRecord, addressId: string): AddressRecord {
  const address = isId(addressId) ? findCustomerAddress(deps, customer.id, addressId) : undefined;
  if (!address) throw new AddressNotFoundError(addressId.slice(0, 64));
  return address;
}

function readFields(deps: SandboxDeps, body: Body) {
  const violations = new Violations();
  const fields = readAddressFields(deps, body, violations);
  violations.throwIfAny();
  if (!fields) throw new Error('sandbox address: validation passed without fields');
  return fields;
}

/** POST /account/address (UpsertAddressRoute, create). */
export function createAddress(deps: SandboxDeps, c: Context<AppEnv>, body: Body) {
  const customer = currentCustomer(deps, c.get('shop'), 'guest-or-registered');
  const fields = readFields(deps, body);
  const now = new Date(deps.now()).toISOString();
  const address = insertAddress(deps, {
    id: randomUUID().replaceAll('-', ''),
    customerId: customer.id,
    fields,
    createdAt: now,
    updatedAt: now,
  });
  return { customer, address };
}

/** PATCH /account/address/{id} (UpsertAddressRoute, update): the whole address again, validated as on create. */
export function changeAddress(deps: SandboxDeps, c: Context<AppEnv>, addressId: string, body: Body) {
  const customer = currentCustomer(deps, c.get('shop'), 'guest-or-registered');
  const address = ownAddress(deps, customer, addressId);
  const fields = readFields(deps, body);
  return {
    customer,
    address: updateAddress(deps, { ...address, fields }, new Date(deps.now()).toISOString()),
  };
}

/**
 * DELETE /account/address/{id} (DeleteAddressRoute): a default address cannot be deleted, nor one the context
 * uses for this checkout.
 */
export function removeAddress(deps: SandboxDeps, c: Context<AppEnv>, addressId: string): void {
  const shop = c.get('shop');
  const customer = currentCustomer(deps, shop, 'guest-or-registered');
  const address = ownAddress(deps, customer, addressId);
  if (address.id === customer.defaultBillingAddressId || address.id === customer.defaultShippingAddressId)
    throw new AddressIsDefaultError(address.id);
  if (address.id === shop.context.billingAddressId || address.id === shop.context.shippingAddressId)
    throw new AddressIsActiveError(address.id);
  deleteAddress(deps, customer.id, address.id);
}

/** PATCH /account/address/default-billing/{id} and /default-shipping/{id} (SwitchDefaultAddressRoute). */
export function switchDefaultAddress(
  deps: SandboxDeps,
  c: Context<AppEnv>,
  addressId: string,
  type: 'billing' | 'shipping',
): CustomerRecord {
  const customer = currentCustomer(deps, c.get('shop'), 'guest-or-registered');
  const address = ownAddress(deps, customer, addressId);
  const now = new Date(deps.now()).toISOString();
  return saveCustomer(
    deps,
    type === 'billing'
      ? { ...customer, defaultBillingAddressId: address.id }
      : { ...customer, defaultShippingAddressId: address.id },
    now,
  );
}
