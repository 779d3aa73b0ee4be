import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';
import { emailKey } from './violations.js';

/** The profile fields a shopper edits, kept as one JSON document. */
export interface CustomerProfile {
  salutationId: string | null;
  title: string | null;
  firstName: string;
  lastName: string;
  birthday: string | null;
  accountType: 'private' | 'business';
  company: string | null;
  vatIds: string[] | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  requestedGroupId: string | null;
}

export interface CustomerRecord {
  id: string;
  salesChannelId: string;
  languageId: string;
  customerNumber: string;
  email: string;
  passwordHash: string | null;
  guest: boolean;
  active: boolean;
  defaultBillingAddressId: string;
  defaultShippingAddressId: string;
  lastPaymentMethodId: string | null;
  doubleOptInRegistration: boolean;
  doubleOptInHash: string | null;
  doubleOptInSentAt: string | null;
  doubleOptInConfirmedAt: string | null;
  firstLogin: string | null;
  lastLogin: string | null;
  profile: CustomerProfile;
  createdAt: string;
  updatedAt: string;
}

interface CustomerRow
  extends Omit<CustomerRecord, 'guest' | 'active' | 'doubleOptInRegistration' | 'profile'> {
  guest: number;
  active: number;
  doubleOptInRegistration: number;
  doc: string;
}

const COLUMNS = `id, sales_channel_id AS salesChannelId, language_id AS languageId, customer_number AS customerNumber,
  email, password_hash AS passwordHash, guest, active, default_billing_address_id AS defaultBillingAddressId,
  default_shipping_address_id AS defaultShippingAddressId, last_payment_method_id AS lastPaymentMethodId,
  double_opt_in_registration AS doubleOptInRegistration, double_opt_in_hash AS doubleOptInHash,
  double_opt_in_sent_at AS doubleOptInSentAt, double_opt_in_confirmed_at AS doubleOptInConfirmedAt,
  first_login AS firstLogin, last_login AS lastLogin, doc, created_at AS createdAt, updated_at AS updatedAt`;

const toRecord = ({ doc, guest, active, doubleOptInRegistration, ...row }: CustomerRow): CustomerRecord => ({
  ...row,
  guest: guest === 1,
  active: active === 1,
  doubleOptInRegistration: doubleOptInRegistration === 1,
  profile: JSON.parse(doc) as CustomerProfile,
});

type Db = Pick<SandboxDeps, 'db'>;

export function findCustomer(deps: Db, id: string): CustomerRecord | undefined {
  const row = statement(deps.db, `SELECT ${COLUMNS} FROM customer WHERE id = ?`).get(id) as
    | CustomerRow
    | undefined;
  return row ? toRecord(row) : undefined;
}

/** The registered (not guest) account of an email; emails are unique among registered customers. */
export function findRegisteredCustomerByEmail(deps: Db, email: string): CustomerRecord | undefined {
  const row = statement(deps.db, `SELECT ${COLUMNS} FROM customer WHERE email_key = ? AND guest = 0`).get(
    emailKey(email),
  ) as CustomerRow | undefined;
  return row ? toRecord(row) : undefined;
}

export function findCustomerByOptInHash(deps: Db, hash: string): CustomerRecord | undefined {
  const row = statement(deps.db, `SELECT ${COLUMNS} FROM customer WHERE double_opt_in_hash = ?`).get(hash) as
    | CustomerRow
    | undefined;
  return row ? toRecord(row) : undefined;
}

/** Customer numbers count up from 10000 as Shopware's default number range. */
const FIRST_CUSTOMER_NUMBER = 10000;

export type NewCustomer = Omit<CustomerRecord, 'customerNumber' | 'updatedAt'>;

/** Inserts a customer with the next customer number; runs inside the caller's immediate transaction. */
export function insertCustomer(deps: Db, customer: NewCustomer): CustomerRecord {
  const last = statement(
    deps.db,
    'SELECT MAX(CAST(customer_number AS INTEGER)) FROM customer',
    'pluck',
  ).get() as number | null;
  const customerNumber = String(Math.max(FIRST_CUSTOMER_NUMBER, (last ?? FIRST_CUSTOMER_NUMBER - 1) + 1));
  const record: CustomerRecord = { ...customer, customerNumber, updatedAt: customer.createdAt };
  statement(
    deps.db,
    `INSERT INTO customer (id, sales_channel_id, language_id, customer_number, email, email_key, password_hash, guest,
     active, default_billing_address_id, default_shipping_address_id, last_payment_method_id,
     double_opt_in_registration, double_opt_in_hash, double_opt_in_sent_at, double_opt_in_confirmed_at, first_login,
     last_login, doc, created_at, updated_at)
     VALUES (@id, @salesChannelId, @languageId, @customerNumber, @email, @emailKey, @passwordHash, @guest, @active,
     @defaultBillingAddressId, @defaultShippingAddressId, @lastPaymentMethodId, @doubleOptInRegistration,
     @doubleOptInHash, @doubleOptInSentAt, @doubleOptInConfirmedAt, @firstLogin, @lastLogin, @doc, @createdAt,
     @updatedAt)`,
  ).run(bindings(record));
  return record;
}

/** Writes every field of a customer back. */
export function saveCustomer(deps: Db, customer: CustomerRecord, now: string): CustomerRecord {
  const record = { ...customer, updatedAt: now };
  statement(
    deps.db,
    `UPDATE customer SET language_id = @languageId, email = @email, email_key = @emailKey,
     password_hash = @passwordHash, guest = @guest, active = @active,
     default_billing_address_id = @defaultBillingAddressId, default_shipping_address_id = @defaultShippingAddressId,
     last_payment_method_id = @lastPaymentMethodId, double_opt_in_registration = @doubleOptInRegistration,
     double_opt_in_hash = @doubleOptInHash, double_opt_in_sent_at = @doubleOptInSentAt,
     double_opt_in_confirmed_at = @doubleOptInConfirmedAt, first_login = @firstLogin, last_login = @lastLogin,
     doc = @doc, updated_at = @updatedAt WHERE id = @id`,
  ).run(bindings(record));
  return record;
}

function bindings(record: CustomerRecord) {
  const { profile, guest, active, doubleOptInRegistration, ...rest } = record;
  return {
    ...rest,
    emailKey: emailKey(record.email),
    guest: guest ? 1 : 0,
    active: active ? 1 : 0,
    doubleOptInRegistration: doubleOptInRegistration ? 1 : 0,
    doc: JSON.stringify(profile),
  };
}
