import { describe, expect, it } from 'vitest';
import { addressLines } from './addressLines';

describe('an address as the lines of a letter', () => {
  it('writes company, name, street, extra line, postcode and city, and country, one a line', () => {
    expect(
      addressLines({
        id: 'a',
        countryId: 'at',
        company: 'Salon Rosa',
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: 'Ringstraße 1',
        additionalAddressLine1: '2. Stock',
        zipcode: '1010',
        city: 'Wien',
        country: { id: 'at', name: 'Österreich' },
      }),
    ).toEqual(['Salon Rosa', 'Ada Lovelace', 'Ringstraße 1', '2. Stock', '1010 Wien', 'Österreich']);
  });

  it('leaves out what the address does not have, and names the country by the name given', () => {
    expect(
      addressLines(
        {
          id: 'a',
          countryId: 'de',
          firstName: 'Ada',
          lastName: 'Lovelace',
          street: 'Hauptstraße 1',
          city: 'Berlin',
        },
        'Deutschland',
      ),
    ).toEqual(['Ada Lovelace', 'Hauptstraße 1', 'Berlin', 'Deutschland']);
  });

  it('writes nothing for an order without the address', () => {
    expect(addressLines(undefined)).toEqual([]);
  });
});
