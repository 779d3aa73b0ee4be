import type { Doc } from '../catalogue/entities/store.js';
import type { ContextRow } from '../context/store.js';
import { statement } from '../db/statements.js';
import type { SandboxDeps, ShopRequest } from '../http/env.js';
import { idFor } from '../ids.js';
import { type AddressRecord, findCustomerAddress } from './address-store.js';
import type { CustomerRecord } from './customer-store.js';

/** Shopware's salutation for "not specified", which an address without one is shown with. */
const NOT_SPECIFIED_SALUTATION_ID = idFor('salutation:not_specified');

/** A customer address as the Store API sends it (CustomerAddress plus CustomerAddressRead). */
export function renderAddress(
  deps: Pick<SandboxDeps, 'entities'>,
  shop: Pick<ShopRequest, 'languageIdChain'>,
  address: AddressRecord,
  customer?: Pick<CustomerRecord, 'defaultBillingAddressId' | 'defaultShippingAddressId'>,
): Doc {
  const { fields } = address;
  const chain = shop.languageIdChain;
  const salutationId = fields.salutationId ?? NOT_SPECIFIED_SALUTATION_ID;
  return {
    id: address.id,
    customerId: address.customerId,
    ...fields,
    salutationId,
    customFields: {},
    ...(customer
      ? {
          isDefaultBillingAddress: customer.defaultBillingAddressId === address.id,
          isDefaultShippingAddress: customer.defaultShippingAddressId === address.id,
        }
      : {}),
    createdAt: address.createdAt,
    updatedAt: address.updatedAt,
    country: deps.entities.render('country', fields.countryId, chain),
    countryState: fields.countryStateId
      ? deps.entities.render('country_state', fields.countryStateId, chain)
      : null,
    salutation: deps.entities.render('salutation', salutationId, chain),
    apiAlias: 'customer_address',
  };
}

/**
 * The customer as Shopware's Store API sends it, with the default addresses and the active ones (the context's
 * choice, else the default). No password hash and no opt-in hash ever leave the sandbox.
 */
export function renderCustomer(
  deps: Pick<SandboxDeps, 'db' | 'entities'>,
  shop: Pick<ShopRequest, 'languageIdChain' | 'salesChannel'>,
  customer: CustomerRecord,
  context: Pick<ContextRow, 'billingAddressId' | 'shippingAddressId'>,
  /** Addresses not stored (yet): read from here instead of the database. */
  unsavedAddresses?: readonly AddressRecord[],
): Doc {
  const address = (id: string | null): Doc | null => {
    if (!id) return null;
    const record = unsavedAddresses
      ? unsavedAddresses.find((candidate) => candidate.id === id)
      : findCustomerAddress(deps, customer.id, id);
    return record ? renderAddress(deps, shop, record, customer) : null;
  };
  const defaultBillingAddress = address(customer.defaultBillingAddressId);
  const defaultShippingAddress =
    customer.defaultShippingAddressId === customer.defaultBillingAddressId
      ? defaultBillingAddress
      : address(customer.defaultShippingAddressId);
  const { profile } = customer;
  const salutationId = profile.salutationId ?? NOT_SPECIFIED_SALUTATION_ID;
  return {
    id: customer.id,
    groupId: String(shop.salesChannel.doc.customerGroupId),
    salesChannelId: customer.salesChannelId,
    languageId: customer.languageId,
    lastPaymentMethodId: customer.lastPaymentMethodId,
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    customerNumber: customer.customerNumber,
    salutationId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: customer.email,
    title: profile.title,
    affiliateCode: profile.affiliateCode,
    campaignCode: profile.campaignCode,
    active: customer.active,
    doubleOptInRegistration: customer.doubleOptInRegistration,
    doubleOptInEmailSentDate: customer.doubleOptInSentAt,
    doubleOptInConfirmDate: customer.doubleOptInConfirmedAt,
    guest: customer.guest,
    firstLogin: customer.firstLogin,
    lastLogin: customer.lastLogin,
    birthday: profile.birthday,
    accountType: profile.accountType,
    ...(profile.accountType === 'business' ? { company: profile.company, vatIds: profile.vatIds } : {}),
    requestedGroupId: profile.requestedGroupId,
    reviewCount: statement(
      deps.db,
      'SELECT COUNT(*) FROM customer_review WHERE customer_id = ?',
      'pluck',
    ).get(customer.id) as number,
    customFields: {},
    tagIds: [],
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    defaultBillingAddress,
    defaultShippingAddress,
    activeBillingAddress: address(context.billingAddressId) ?? defaultBillingAddress,
    activeShippingAddress: address(context.shippingAddressId) ?? defaultShippingAddress,
    salutation: deps.entities.render('salutation', salutationId, shop.languageIdChain),
    apiAlias: 'customer',
  };
}
