import { statement } from '../db/statements.js';
import type { SandboxDeps } from '../http/env.js';

/** The fields of a customer address (CustomerAddressBody of the Store API schema). */
export interface AddressFields {
  countryId: string;
  countryStateId: string | null;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  zipcode: string | null;
  city: string;
  company: string | null;
  street: string;
  department: string | null;
  title: string | null;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
}

export interface AddressRecord {
  id: string;
  customerId: string;
  fields: AddressFields;
  createdAt: string;
  updatedAt: string;
}

interface AddressRow {
  id: string;
  customerId: string;
  doc: string;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS = 'id, customer_id AS customerId, doc, created_at AS createdAt, updated_at AS updatedAt';

const toRecord = ({ doc, ...row }: AddressRow): AddressRecord => ({
  ...row,
  fields: JSON.parse(doc) as AddressFields,
});

type Db = Pick<SandboxDeps, 'db'>;

/**
 * An address of one customer. Another customer's address id finds nothing, exactly as an unknown id does, so
 * nobody learns that it exists (every ownership check goes through here).
 */
export function findCustomerAddress(
  deps: Db,
  customerId: string,
  addressId: string,
): AddressRecord | undefined {
  const row = statement(
    deps.db,
    `SELECT ${COLUMNS} FROM customer_address WHERE id = ? AND customer_id = ?`,
  ).get(addressId, customerId) as AddressRow | undefined;
  return row ? toRecord(row) : undefined;
}

export function listCustomerAddresses(deps: Db, customerId: string): AddressRecord[] {
  const rows = statement(
    deps.db,
    `SELECT ${COLUMNS} FROM customer_address WHERE customer_id = ? ORDER BY created_at, id`,
  ).all(customerId) as AddressRow[];
  return rows.map(toRecord);
}

export function insertAddress(deps: Db, address: AddressRecord): AddressRecord {
  statement(
    deps.db,
    'INSERT INTO customer_address (id, customer_id, doc, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  ).run(address.id, address.customerId, JSON.stringify(address.fields), address.createdAt, address.updatedAt);
  return address;
}

export function updateAddress(deps: Db, address: AddressRecord, now: string): AddressRecord {
  statement(
    deps.db,
    'UPDATE customer_address SET doc = ?, updated_at = ? WHERE id = ? AND customer_id = ?',
  ).run(JSON.stringify(address.fields), now, address.id, address.customerId);
  return { ...address, updatedAt: now };
}

export function deleteAddress(deps: Db, customerId: string, addressId: string): boolean {
  return (
    statement(deps.db, 'DELETE FROM customer_address WHERE id = ? AND customer_id = ?').run(
      addressId,
      customerId,
    ).changes > 0
  );
}
