import { TRACKING_EVENTS } from '../events';
import { hashCustomerIdentifiers } from '../hashing';

/** Spec 3 customer record. */
export interface CustomerRecord {
  event: typeof TRACKING_EVENTS.customerData;
  eventType: 'customer_data';
  customer: {
    customerLoggedIn: 0 | 1;
    customerId: string | 0;
    customerEmail: string;
    /** Logged-in customers only: the display name of their salutation. */
    salutation?: string;
  };
}

/** What the record reads of a customer (Store API `Customer`, spec 3). */
export interface TrackedCustomer {
  id: string;
  email: string;
  guest?: boolean | undefined;
  /** Spec 4: checked where the customer is loaded; a deactivated account is not logged in. */
  active?: boolean | undefined;
  salutationId?: string | null | undefined;
}

/** What the record reads of a salutation (Store API `Salutation`, spec 3). */
export interface TrackedSalutation {
  id: string;
  displayName: string;
}

/** Spec 4: logged in means an id and not a guest, with active also checked where the customer is loaded. */
export function isLoggedIn(customer: TrackedCustomer | null | undefined): customer is TrackedCustomer {
  return (
    customer !== null &&
    customer !== undefined &&
    customer.id !== '' &&
    customer.guest !== true &&
    customer.active !== false
  );
}

/**
 * Spec 3 customer record: logged out is 0, 0 and an empty string; a logged-in customer carries 1, their id and
 * email and the display name of the salutation found by their salutationId. Identifiers are sent as the shop knows
 * them here; `hashCustomerIdentifiers` gives the hashed forms for events that must not carry them in clear.
 */
export function customerRecord(
  customer: TrackedCustomer | null | undefined,
  salutations: readonly TrackedSalutation[] = [],
): CustomerRecord {
  if (!isLoggedIn(customer)) {
    return {
      event: TRACKING_EVENTS.customerData,
      eventType: 'customer_data',
      customer: { customerLoggedIn: 0, customerId: 0, customerEmail: '' },
    };
  }
  const salutation = salutations.find((entry) => entry.id === customer.salutationId)?.displayName;
  return {
    event: TRACKING_EVENTS.customerData,
    eventType: 'customer_data',
    customer: {
      customerLoggedIn: 1,
      customerId: customer.id,
      customerEmail: customer.email,
      ...(salutation === undefined ? {} : { salutation }),
    },
  };
}

/** The customer record with its identifiers hashed (spec 9): SHA-256 in the spec 3 fields, SHA-512 beside them. */
export interface HashedCustomerRecord extends CustomerRecord {
  customer: CustomerRecord['customer'] & { sha512?: { customerId: string; customerEmail: string } };
}

/**
 * Spec 9: customer identifiers in analytics events are hashed with SHA-256 and SHA-512. A logged-in customer's id
 * and email leave as their SHA-256 hex in `customerId` and `customerEmail`, with the SHA-512 forms in `sha512`;
 * the clear values never reach the data layer. The logged-out record (0, 0, '') has nothing to hash.
 */
export async function hashCustomerRecord(record: CustomerRecord): Promise<HashedCustomerRecord> {
  const { customer } = record;
  if (customer.customerLoggedIn === 0 || customer.customerId === 0) return record;
  const hashed = await hashCustomerIdentifiers({ id: customer.customerId, email: customer.customerEmail });
  return {
    ...record,
    customer: {
      ...customer,
      customerId: hashed.sha256.customerId,
      customerEmail: hashed.sha256.email,
      sha512: { customerId: hashed.sha512.customerId, customerEmail: hashed.sha512.email },
    },
  };
}
