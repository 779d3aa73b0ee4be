import type { CustomerAddress } from '@beautyshop/store-api-client';

/** An address as the lines of a letter: company, name, street, extra line, postcode and city, country. */
export function addressLines(address: CustomerAddress, countryName?: string): string[] {
  return [
    address.company ?? '',
    `${address.firstName} ${address.lastName}`,
    address.street,
    address.additionalAddressLine1 ?? '',
    [address.zipcode, address.city].filter(Boolean).join(' '),
    countryName ?? address.country?.name ?? '',
  ].filter((line) => line.trim() !== '');
}
