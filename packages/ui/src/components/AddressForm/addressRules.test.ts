import { describe, expect, it } from 'vitest';
import {
  type AddressCountry,
  type AddressValues,
  addressPayloadOf,
  addressValuesOf,
  EMPTY_ADDRESS,
  validateAddress,
  violationMessage,
} from './addressRules';

const germany: AddressCountry = { id: 'de', iso: 'DE', stateIds: ['by', 'be'] };
const austria: AddressCountry = { id: 'at', iso: 'AT', stateIds: ['w'] };
const switzerland: AddressCountry = { id: 'ch', iso: 'CH', stateIds: ['zh'] };
const france: AddressCountry = { id: 'fr', iso: 'FR', stateIds: [] };
const italy: AddressCountry = { id: 'it', iso: 'IT', stateIds: [] };

const home = (overrides: Partial<AddressValues> = {}): AddressValues => ({
  ...EMPTY_ADDRESS,
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Hauptstraße 1',
  zipcode: '10115',
  city: 'Berlin',
  countryId: 'de',
  ...overrides,
});

describe('issue 17: zip codes per country (DE, AT, CH, FR)', () => {
  it.each([
    [germany, '10115', true],
    [germany, '1011', false],
    [germany, '101155', false],
    [austria, '1010', true],
    [austria, '10100', false],
    [switzerland, '8001', true],
    [switzerland, '80011', false],
    [france, '75001', true],
    [france, '7500A', false],
    [italy, 'whatever', true],
  ])('%o accepts zip code %s: %s', (country, zipcode, valid) => {
    const violations = validateAddress(home({ countryId: country.id, zipcode }), country);
    expect(violations.some((violation) => violation.code === 'zipcode')).toBe(!valid);
  });

  it('accepts a zip code with surrounding spaces and sends it trimmed', () => {
    expect(validateAddress(home({ zipcode: ' 10115 ' }), germany)).toEqual([]);
    expect(addressPayloadOf(home({ zipcode: ' 10115 ' })).zipcode).toBe('10115');
  });
});

describe('spec 8: blank fields are violations, each naming its field', () => {
  it('reports every blank required field of a home address and no format error for them', () => {
    const violations = validateAddress({ ...EMPTY_ADDRESS, countryId: 'de' }, germany);
    expect(violations).toEqual([
      { field: 'firstName', code: 'blank' },
      { field: 'lastName', code: 'blank' },
      { field: 'street', code: 'blank' },
      { field: 'zipcode', code: 'blank' },
      { field: 'city', code: 'blank' },
    ]);
  });

  it('counts whitespace as blank', () => {
    expect(validateAddress(home({ city: '   ' }), germany)).toEqual([{ field: 'city', code: 'blank' }]);
  });

  it('needs a country', () => {
    expect(validateAddress(home({ countryId: '' }), undefined)).toEqual([
      { field: 'countryId', code: 'blank' },
    ]);
  });

  it('shows a violation as the field name plus the detail', () => {
    expect(violationMessage('Street', 'This value should not be blank.')).toBe(
      'Street: This value should not be blank.',
    );
  });
});

describe('issue 17: states where the country has them', () => {
  it('accepts no state or a state of the country', () => {
    expect(validateAddress(home({ countryStateId: '' }), germany)).toEqual([]);
    expect(validateAddress(home({ countryStateId: 'by' }), germany)).toEqual([]);
  });

  it('refuses a state of another country', () => {
    expect(validateAddress(home({ countryStateId: 'zh' }), germany)).toEqual([
      { field: 'countryStateId', code: 'state' },
    ]);
  });
});

describe('issue 17: a packstation as the shipping address type', () => {
  const packstation = (overrides: Partial<AddressValues> = {}) =>
    home({ type: 'packstation', street: '', packstationNumber: '123', postNumber: '12345678', ...overrides });

  it('needs the packstation number and post number instead of the street', () => {
    expect(validateAddress(packstation(), germany)).toEqual([]);
    expect(validateAddress(packstation({ packstationNumber: '', postNumber: '' }), germany)).toEqual([
      { field: 'packstationNumber', code: 'blank' },
      { field: 'postNumber', code: 'blank' },
    ]);
  });

  it('refuses a packstation number other than three digits and a post number other than 6 to 10 digits', () => {
    expect(validateAddress(packstation({ packstationNumber: '12', postNumber: '12345' }), germany)).toEqual([
      { field: 'packstationNumber', code: 'packstationNumber' },
      { field: 'postNumber', code: 'postNumber' },
    ]);
  });

  it('exists in Germany only', () => {
    expect(validateAddress(packstation({ countryId: 'at', zipcode: '1010' }), austria)).toEqual([
      { field: 'countryId', code: 'packstationCountry' },
    ]);
  });

  it('travels as street "Packstation {n}" with the post number as the additional line, and reads back', () => {
    const payload = addressPayloadOf(packstation());
    expect(payload).toMatchObject({ street: 'Packstation 123', additionalAddressLine1: '12345678' });
    expect(addressValuesOf(payload)).toMatchObject({
      type: 'packstation',
      packstationNumber: '123',
      postNumber: '12345678',
      street: '',
    });
  });

  it('reads a street address as a home address', () => {
    expect(addressValuesOf(addressPayloadOf(home()))).toEqual(home());
  });
});
