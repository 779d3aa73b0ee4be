import type { AddressFormCountry, AddressValues, FormNotice } from '@beautyshop/ui';

/** What `?status=` after a saved change may say; anything else in the URL says nothing. */
export const ADDRESS_BOOK_STATUS = {
  saved: 'account.address.saved',
  deleted: 'account.address.deleted',
  default: 'account.address.defaultChanged',
} as const;
export type AddressBookStatus = keyof typeof ADDRESS_BOOK_STATUS;

export function isAddressBookStatus(value: string | null): value is AddressBookStatus {
  return value !== null && Object.hasOwn(ADDRESS_BOOK_STATUS, value);
}

/** One of the customer's addresses as the book lists it. */
export interface AddressBookEntry {
  id: string;
  lines: string[];
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** The address book page: the list, and the dialog that the URL opens (`?edit=new`, `?edit={id}`, `?delete={id}`). */
export interface AddressBookView {
  salutations: { id: string; name: string }[];
  countries: AddressFormCountry[];
  /** Where a new address starts: the sales channel's country. */
  defaultCountryId: string;
  addresses: AddressBookEntry[];
  editing: 'new' | { id: string; values: AddressValues } | undefined;
  deleting: { id: string; lines: string[] } | undefined;
  /** The URL named an address that is not one of the customer's own (spec 6: it is never shown). */
  notFound: boolean;
  status: string | undefined;
}

/** A refused change: the form again with what was typed, the fields' errors and the notice above it. */
export interface AddressActionFailure {
  intent: string;
  values: AddressValues;
  errors: Record<string, string>;
  notice: FormNotice;
}
