import type { Criteria } from '../criteria.js';
import { isStoreApiHttpError } from '../errors/typeGuards.js';
import {
  type CustomerAddress,
  customerAddressListSchema,
  customerAddressSchema,
} from '../schemas/address.js';
import type { CallOptions, Transport } from '../transport.js';
import { requireId } from '../validation.js';

export interface AddressInput {
  firstName: string;
  lastName: string;
  street: string;
  zipcode?: string;
  city: string;
  countryId: string;
  countryStateId?: string | null;
  salutationId?: string;
  company?: string | null;
  phoneNumber?: string | null;
  additionalAddressLine1?: string | null;
  additionalAddressLine2?: string | null;
  [key: string]: unknown;
}

/** POST /store-api/account/list-address. Spec 6 and 8: a 403 gives an empty list. */
export async function listAddresses(
  transport: Transport,
  criteria?: Criteria,
  options?: CallOptions,
): Promise<CustomerAddress[]> {
  try {
    const call = { method: 'post' as const, path: 'account/list-address', body: criteria ?? {} };
    return (await transport.json(call, customerAddressListSchema, options)).elements;
  } catch (error) {
    if (isStoreApiHttpError(error) && error.status === 403) return [];
    throw error;
  }
}

/** POST /store-api/account/address. Blank fields come back as 'street: This value should not be blank.'. */
export async function createAddress(transport: Transport, address: AddressInput, options?: CallOptions) {
  return transport.json(
    { method: 'post', path: 'account/address', body: address },
    customerAddressSchema,
    options,
  );
}

/** PATCH /store-api/account/address/{id} */
export async function updateAddress(
  transport: Transport,
  addressId: string,
  address: Partial<AddressInput>,
  options?: CallOptions,
) {
  const id = requireId(addressId, 'address');
  return transport.json(
    { method: 'patch', path: `account/address/${encodeURIComponent(id)}`, body: address },
    customerAddressSchema,
    options,
  );
}

/** DELETE /store-api/account/address/{id} */
export async function deleteAddress(
  transport: Transport,
  addressId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireId(addressId, 'address');
  return transport.empty({ method: 'delete', path: `account/address/${encodeURIComponent(id)}` }, options);
}

/** PATCH /store-api/account/address/default-billing/{id} */
export async function setDefaultBillingAddress(
  transport: Transport,
  addressId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireId(addressId, 'address');
  return transport.empty(
    { method: 'patch', path: `account/address/default-billing/${encodeURIComponent(id)}` },
    options,
  );
}

/** PATCH /store-api/account/address/default-shipping/{id} */
export async function setDefaultShippingAddress(
  transport: Transport,
  addressId: string,
  options?: CallOptions,
): Promise<void> {
  const id = requireId(addressId, 'address');
  return transport.empty(
    { method: 'patch', path: `account/address/default-shipping/${encodeURIComponent(id)}` },
    options,
  );
}
