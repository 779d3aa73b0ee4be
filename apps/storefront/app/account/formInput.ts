import type { AddressInput } from '@beautyshop/store-api-client';

/** A text field of a submitted form, trimmed; '' when absent (a file or a missing field). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** A password as typed: never trimmed (spaces count), never echoed back to the page. */
export function passwordOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

const optional = (value: string) => (value === '' ? undefined : value);

/** The address fields of a form (under `prefix[...]` when given), as the Store API takes them. */
export function addressOf(form: FormData, prefix?: string): AddressInput {
  const field = (name: string) => textOf(form, prefix ? `${prefix}[${name}]` : name);
  const address: AddressInput = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    street: field('street'),
    zipcode: field('zipcode'),
    city: field('city'),
    countryId: field('countryId'),
    company: optional(field('company')) ?? null,
    additionalAddressLine1: optional(field('additionalAddressLine1')) ?? null,
    phoneNumber: optional(field('phoneNumber')) ?? null,
  };
  const salutationId = optional(field('salutationId'));
  if (salutationId !== undefined) address.salutationId = salutationId;
  return address;
}
