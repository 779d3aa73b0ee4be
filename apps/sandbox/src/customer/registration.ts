import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContextRow } from '../context/store.js';
import type { AppEnv, SandboxDeps, ShopRequest } from '../http/env.js';
import { sendMail } from '../mail/index.js';
import { accountSettingsOf } from './account-settings.js';
import { readAddressFields } from './address-input.js';
import { type AddressRecord, insertAddress } from './address-store.js';
import { customerMail } from './customer-mails.js';
import {
  type CustomerRecord,
  findCustomerByOptInHash,
  findRegisteredCustomerByEmail,
  insertCustomer,
  type NewCustomer,
  saveCustomer,
} from './customer-store.js';
import { CustomerAlreadyConfirmedError, CustomerNotFoundByHashError } from './errors.js';
import { hashPassword } from './passwords.js';
import { readProfile } from './profile-input.js';
import { randomHash } from './random-hash.js';
import { logIntoContext, logOutOfContext } from './session.js';
import { isStorefrontUrlOf, storefrontBase } from './storefront-url.js';
import { type Body, Violations } from './violations.js';

const newId = (): string => randomUUID().replaceAll('-', '');

/** The email hash of opt-in links (`em`), as Shopware's sha1 of the email. */
export const optInEmailHash = (email: string): string => createHash('sha1').update(email).digest('hex');

/** The storefrontUrl of a body, checked against the market's domains (Shopware's Choice constraint). */
export function readStorefrontUrl(
  shop: Pick<ShopRequest, 'salesChannel'>,
  body: Body,
  violations: Violations,
) {
  const url = violations.string(body, 'storefrontUrl', { required: true, max: 2048 });
  if (url !== undefined && !isStorefrontUrlOf(shop.salesChannel, url)) {
    violations.add(
      '/storefrontUrl',
      'VIOLATION::NO_SUCH_CHOICE_ERROR',
      'The value you selected is not a valid choice.',
    );
    return undefined;
  }
  return url === undefined ? undefined : storefrontBase(url);
}

export interface RegistrationOutcome {
  customer: CustomerRecord;
  addresses: AddressRecord[];
  /** The context after registering: logged in, or a guest's under a new token (opt-in pending, or refused). */
  context: ContextRow;
}

/**
 * POST /account/register as Shopware's RegisterRoute: a registered or a guest customer with a billing address
 * (and a shipping address, else the billing one), the profile's names reused in addresses that lack them.
 * Without double opt-in the customer is logged in under a new token and gets a welcome mail; with it, the
 * customer stays inactive and gets a confirmation link.
 *
 * An email that already has a registered account is NOT reported (registration never reveals whether an email
 * exists): the answer has the same shape and status, nothing is stored, and the account's owner gets a mail
 * saying someone tried to register with their address.
 */
export async function registerCustomer(
  deps: SandboxDeps,
  c: Context<AppEnv>,
  body: Body,
): Promise<RegistrationOutcome> {
  const shop = c.get('shop');
  const now = new Date(deps.now());
  const violations = new Violations();
  const guest = violations.boolean(body, 'guest') ?? false;
  const email = violations.email(body, 'email');
  const password = guest ? undefined : violations.password(body, 'password', { newPassword: true });
  const profile = readProfile(deps, body, violations, now);
  const storefrontUrl = readStorefrontUrl(shop, body, violations);
  const withNames = (address: Body): Body => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    salutationId: profile.salutationId ?? undefined,
    ...address,
  });
  const billingBody = violations.object(body, 'billingAddress', true);
  const billing = billingBody
    ? readAddressFields(deps, withNames(billingBody), violations, '/billingAddress')
    : undefined;
  const shippingBody = violations.object(body, 'shippingAddress', false);
  const shipping = shippingBody
    ? readAddressFields(deps, withNames(shippingBody), violations, '/shippingAddress')
    : undefined;
  const affiliateCode = violations.string(body, 'affiliateCode') ?? null;
  const campaignCode = violations.string(body, 'campaignCode') ?? null;
  const requestedGroupId = violations.id(body, 'requestedGroupId', false) ?? null;
  violations.throwIfAny();
  if (!email || !billing || storefrontUrl === undefined || (!guest && password === undefined)) {
    throw new Error('sandbox registerCustomer: validation passed without its fields');
  }

  const passwordHash = password === undefined ? null : await hashPassword(password);
  const doubleOptIn = !guest && accountSettingsOf(deps, shop.salesChannel.id).doubleOptInRegistration;
  const createdAt = now.toISOString();
  const customerId = newId();
  const billingAddress: AddressRecord = {
    id: newId(),
    customerId,
    fields: billing,
    createdAt,
    updatedAt: createdAt,
  };
  const shippingAddress: AddressRecord | undefined = shipping
    ? { id: newId(), customerId, fields: shipping, createdAt, updatedAt: createdAt }
    : undefined;
  const addresses = shippingAddress ? [billingAddress, shippingAddress] : [billingAddress];
  const customer: NewCustomer = {
    id: customerId,
    salesChannelId: shop.salesChannel.id,
    languageId: shop.languageId,
    email,
    passwordHash,
    guest,
    active: !doubleOptIn,
    defaultBillingAddressId: billingAddress.id,
    defaultShippingAddressId: (shippingAddress ?? billingAddress).id,
    lastPaymentMethodId: shop.context.paymentMethodId,
    doubleOptInRegistration: doubleOptIn,
    doubleOptInHash: doubleOptIn ? randomHash() : null,
    doubleOptInSentAt: doubleOptIn ? createdAt : null,
    doubleOptInConfirmedAt: null,
    firstLogin: null,
    lastLogin: null,
    profile: { ...profile, affiliateCode, campaignCode, requestedGroupId },
    createdAt,
  };

  // The check and the insert run in one immediate transaction, so two workers registering the same email at
  // once cannot both pass the check (the unique index would answer the second with a 500).
  const stored = deps.db
    .transaction((): CustomerRecord | undefined => {
      if (!guest && findRegisteredCustomerByEmail(deps, email)) return undefined;
      const record = insertCustomer(deps, customer);
      for (const address of addresses) insertAddress(deps, address);
      return record;
    })
    .immediate();

  const mailInput = {
    to: email,
    name: profile.firstName,
    languageId: shop.languageId,
    salesChannelId: shop.salesChannel.id,
  };
  if (!stored) {
    sendMail(
      deps,
      customerMail('customer_register.already_registered', {
        ...mailInput,
        url: `${storefrontUrl}/account/login`,
      }),
    );
    const unsaved: CustomerRecord = { ...customer, customerNumber: '', updatedAt: createdAt };
    return { customer: unsaved, addresses, context: logOutOfContext(deps, c) };
  }
  if (stored.doubleOptInHash) {
    const url = `${storefrontUrl}/registration/confirm?em=${optInEmailHash(email)}&hash=${stored.doubleOptInHash}`;
    sendMail(deps, customerMail('customer_register.double_opt_in', { ...mailInput, url }));
    return { customer: stored, addresses, context: logOutOfContext(deps, c) };
  }
  if (!guest)
    sendMail(deps, customerMail('customer_register', { ...mailInput, url: `${storefrontUrl}/account` }));
  return { customer: stored, addresses, context: logIntoContext(deps, c, stored) };
}

/**
 * POST /account/register-confirm: the link of the opt-in mail activates the account and logs it in. `em` must be
 * the sha1 of the account's email, as in Shopware's RegisterConfirmRoute.
 */
export function confirmRegistration(deps: SandboxDeps, c: Context<AppEnv>, body: Body): CustomerRecord {
  const violations = new Violations();
  const hash = violations.string(body, 'hash', { required: true, max: 64 });
  const em = violations.string(body, 'em', { required: true, max: 64 });
  violations.throwIfAny();
  const customer = hash ? findCustomerByOptInHash(deps, hash) : undefined;
  if (!customer || em !== optInEmailHash(customer.email)) throw new CustomerNotFoundByHashError();
  if (customer.active) throw new CustomerAlreadyConfirmedError(customer.id);
  const now = new Date(deps.now()).toISOString();
  const confirmed = saveCustomer(deps, { ...customer, active: true, doubleOptInConfirmedAt: now }, now);
  const shop = c.get('shop');
  sendMail(
    deps,
    customerMail('customer_register', {
      to: confirmed.email,
      name: confirmed.profile.firstName,
      languageId: shop.languageId,
      salesChannelId: shop.salesChannel.id,
    }),
  );
  logIntoContext(deps, c, confirmed);
  return confirmed;
}
