import type { CustomerAddress, Order } from '@beautyshop/store-api-client';

type OrderAddress = NonNullable<Order['addresses']>[number];

/** What a letter needs of an address: a saved one of the address book, or one an order keeps. */
type LetterAddress = CustomerAddress | OrderAddress;

/**
 * An address as the lines of a letter: company, name, street, extra line, postcode and city, country. The address
 * book, the account's order pages and the order confirmation all write it so (the order pages left out company,
 * extra line and country: an order to Austria read like one to Germany).
 */
export function addressLines(address: LetterAddress | undefined, countryName?: string): string[] {
  if (!address) return [];
  return [
    address.company ?? '',
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.additionalAddressLine1 ?? '',
    [address.zipcode, address.city].filter(Boolean).join(' '),
    countryName ?? address.country?.name ?? '',
  ].filter((line) => line.trim() !== '');
}
