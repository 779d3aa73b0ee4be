import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContextRow } from '../../context/store.js';
import {
  type AddressFields,
  type AddressRecord,
  insertAddress,
  listCustomerAddresses,
} from '../../customer/address-store.js';
import {
  type CustomerRecord,
  findCustomer,
  insertCustomer,
  saveCustomer,
} from '../../customer/customer-store.js';
import { logIntoContext } from '../../customer/session.js';
import { emailKey } from '../../customer/violations.js';
import type { SandboxDeps } from '../../domain/sandbox-deps.js';
import type { AppEnv } from '../../http/env.js';
import { idFor } from '../../ids.js';
import {
  bindWalletOrder,
  customerOfWalletBuyer,
  type WalletBuyer,
  type WalletOrder,
} from './wallet-orders.js';

const newId = (): string => randomUUID().replaceAll('-', '');

/** The compared fields of an address, as SwagPayPal's ExpressCustomerService compares them. */
const COMPARED: readonly (keyof AddressFields)[] = [
  'firstName',
  'lastName',
  'street',
  'zipcode',
  'countryId',
  'city',
  'phoneNumber',
];

function addressOf(deps: Pick<SandboxDeps, 'entities'>, buyer: WalletBuyer): AddressFields {
  const country = deps.entities.list('country').find((candidate) => candidate.doc.iso === buyer.countryIso);
  if (!country) throw new Error(`sandbox wallet: unknown country ${buyer.countryIso}`);
  return {
    countryId: country.id,
    countryStateId: null,
    salutationId: idFor('salutation:not_specified'),
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    zipcode: buyer.zipcode,
    city: buyer.city,
    company: null,
    street: buyer.street,
    department: null,
    title: null,
    phoneNumber: buyer.phoneNumber,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
  };
}

/** The customer's address equal to the wallet's, or a new one added to the customer. */
function addressFor(
  deps: SandboxDeps,
  customerId: string,
  fields: AddressFields,
  now: string,
): AddressRecord {
  const same = listCustomerAddresses(deps, customerId).find((address) =>
    COMPARED.every((key) => address.fields[key] === fields[key]),
  );
  return same ?? insertAddress(deps, { id: newId(), customerId, fields, createdAt: now, updatedAt: now });
}

/** A guest account an earlier checkout of the same wallet buyer made in this market, with the same email. */
function returningGuest(
  deps: SandboxDeps,
  order: WalletOrder,
  buyer: WalletBuyer,
): CustomerRecord | undefined {
  return customerOfWalletBuyer(deps, order.wallet, buyer.buyerId)
    .map((id) => findCustomer(deps, id))
    .find(
      (customer) =>
        customer?.guest === true &&
        customer.active &&
        customer.salesChannelId === order.salesChannelId &&
        emailKey(customer.email) === emailKey(buyer.email),
    );
}

/**
 * Takes the approved wallet buyer into the shop, as the wallets' Shopware plugins do on their return:
 * - a logged-in customer stays logged in; the wallet's address joins their addresses (unless they have it) and
 *   becomes the context's billing and shipping address;
 * - otherwise the guest account of an earlier checkout by the same wallet buyer is updated (names, address as
 *   default), or a new guest account is registered with the wallet's email, names and address, and logged in
 *   under a new context token (the cart moves along).
 * Either way the context pays with the wallet's payment method. Answers the context now in use.
 */
export function checkoutWithWalletBuyer(
  deps: SandboxDeps,
  c: Context<AppEnv>,
  order: WalletOrder,
  buyer: WalletBuyer,
  paymentMethodId: string,
): ContextRow {
  const shop = c.get('shop');
  const now = new Date(deps.now()).toISOString();
  const fields = addressOf(deps, buyer);
  const loggedIn = shop.context.customerId ? findCustomer(deps, shop.context.customerId) : undefined;

  if (loggedIn?.active) {
    const address = deps.db.transaction(() => addressFor(deps, loggedIn.id, fields, now)).immediate();
    bindWalletOrder(deps, order.id, loggedIn.id);
    const withAddress = deps.contexts.updateAddresses(shop.context, {
      billingAddressId: address.id,
      shippingAddressId: address.id,
    });
    const next = deps.contexts.update(withAddress, { paymentMethodId, countryId: fields.countryId });
    c.set('shop', { ...shop, context: next });
    return next;
  }

  const customer = deps.db
    .transaction((): CustomerRecord => {
      const existing = returningGuest(deps, order, buyer);
      if (existing) {
        const address = addressFor(deps, existing.id, fields, now);
        return saveCustomer(
          deps,
          {
            ...existing,
            defaultBillingAddressId: address.id,
            defaultShippingAddressId: address.id,
            lastPaymentMethodId: paymentMethodId,
            profile: { ...existing.profile, firstName: buyer.firstName, lastName: buyer.lastName },
          },
          now,
        );
      }
      const customerId = newId();
      const addressId = newId();
      const created = insertCustomer(deps, {
        id: customerId,
        salesChannelId: order.salesChannelId,
        languageId: shop.languageId,
        email: buyer.email,
        passwordHash: null,
        guest: true,
        active: true,
        defaultBillingAddressId: addressId,
        defaultShippingAddressId: addressId,
        lastPaymentMethodId: paymentMethodId,
        doubleOptInRegistration: false,
        doubleOptInHash: null,
        doubleOptInSentAt: null,
        doubleOptInConfirmedAt: null,
        firstLogin: null,
        lastLogin: null,
        profile: {
          salutationId: fields.salutationId,
          title: null,
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          birthday: null,
          accountType: 'private',
          company: null,
          vatIds: null,
          affiliateCode: null,
          campaignCode: null,
          requestedGroupId: null,
        },
        createdAt: now,
      });
      insertAddress(deps, { id: addressId, customerId, fields, createdAt: now, updatedAt: now });
      return created;
    })
    .immediate();
  bindWalletOrder(deps, order.id, customer.id);
  const loggedInContext = logIntoContext(deps, c, customer);
  const next = deps.contexts.update(loggedInContext, { paymentMethodId, countryId: fields.countryId });
  c.set('shop', { ...c.get('shop'), context: next });
  return next;
}
