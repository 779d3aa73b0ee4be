import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { StoredEntity } from '../catalogue/entities/store.js';
import type { ContextRow } from '../context/store.js';
import { statement } from '../db/statements.js';
import type { AppEnv, SandboxDeps } from '../http/env.js';
import { type AddressFields, insertAddress } from './address-store.js';
import { type CustomerRecord, findRegisteredCustomerByEmail, insertCustomer } from './customer-store.js';
import { InvalidSocialLoginCodeError } from './errors.js';
import { randomHash } from './random-hash.js';
import { logIntoContext } from './session.js';
import type { Body } from './violations.js';

/** The one simulated provider (sandbox-only): an identity provider that shares email, names and an address. */
export const SOCIAL_PROVIDER = 'sandbox-id';

/** A code from the provider's return URL works once, for five minutes, as an OAuth authorization code. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;

export interface SocialProfile {
  email: string;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string;
  city: string;
}

/** The provider approved: a code for the storefront's return page, bound to the market. */
export function issueSocialLoginCode(
  deps: Pick<SandboxDeps, 'db' | 'now'>,
  salesChannelId: string,
  profile: SocialProfile,
): string {
  const code = randomHash();
  statement(
    deps.db,
    'INSERT INTO social_login_code (code, sales_channel_id, profile, expires_at) VALUES (?, ?, ?, ?)',
  ).run(code, salesChannelId, JSON.stringify(profile), deps.now() + CODE_LIFETIME_MS);
  return code;
}

/** The account of the provider's email, or a new registered account (no password) with the shared address. */
function accountFor(
  deps: SandboxDeps,
  salesChannel: StoredEntity,
  context: ContextRow,
  profile: SocialProfile,
) {
  const existing = findRegisteredCustomerByEmail(deps, profile.email);
  if (existing) return existing;
  const now = new Date(deps.now()).toISOString();
  const customerId = randomUUID().replaceAll('-', '');
  const addressId = randomUUID().replaceAll('-', '');
  const fields: AddressFields = {
    countryId: String(salesChannel.doc.countryId),
    countryStateId: null,
    salutationId: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    zipcode: profile.zipcode,
    city: profile.city,
    company: null,
    street: profile.street,
    department: null,
    title: null,
    phoneNumber: null,
    additionalAddressLine1: null,
    additionalAddressLine2: null,
  };
  const customer = insertCustomer(deps, {
    id: customerId,
    salesChannelId: salesChannel.id,
    languageId: context.languageId,
    email: profile.email,
    passwordHash: null,
    guest: false,
    active: true,
    defaultBillingAddressId: addressId,
    defaultShippingAddressId: addressId,
    lastPaymentMethodId: context.paymentMethodId,
    doubleOptInRegistration: false,
    doubleOptInHash: null,
    doubleOptInSentAt: null,
    doubleOptInConfirmedAt: null,
    firstLogin: null,
    lastLogin: null,
    profile: {
      salutationId: null,
      title: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
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
  return customer;
}

/**
 * POST /account/social-login/sandbox-id/return (sandbox-only): the storefront's /social-login page hands over the
 * `code` of the provider's redirect; the code's account is logged in under a new token. A code works once, in
 * the market it was issued for.
 */
export function redeemSocialLoginCode(deps: SandboxDeps, c: Context<AppEnv>, body: Body): ContextRow {
  const shop = c.get('shop');
  const code = body.code;
  if (typeof code !== 'string' || !/^[A-Za-z0-9]{32}$/.test(code)) throw new InvalidSocialLoginCodeError();
  const customer = deps.db
    .transaction((): CustomerRecord | undefined => {
      const row = statement(
        deps.db,
        'SELECT sales_channel_id AS salesChannelId, profile, expires_at AS expiresAt FROM social_login_code WHERE code = ?',
      ).get(code) as { salesChannelId: string; profile: string; expiresAt: number } | undefined;
      if (!row || row.salesChannelId !== shop.salesChannel.id || row.expiresAt < deps.now()) return undefined;
      statement(deps.db, 'DELETE FROM social_login_code WHERE code = ?').run(code);
      return accountFor(deps, shop.salesChannel, shop.context, JSON.parse(row.profile) as SocialProfile);
    })
    .immediate();
  if (!customer?.active) throw new InvalidSocialLoginCodeError();
  return logIntoContext(deps, c, customer);
}
