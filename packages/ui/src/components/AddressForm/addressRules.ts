/**
 * Address rules of the checkout and the account (issue 17): which fields are required, the zip code of each
 * market country, states where the country has them, and the packstation as a shipping address type. Pure
 * functions, so the browser checks inline what the server checks again on submit.
 */

/** Zip codes of the market countries: five digits in Germany and France, four in Austria and Switzerland. */
export const ZIP_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  FR: /^\d{5}$/,
};

/** A packstation (DHL parcel locker, Germany only) has a three-digit number; the DHL post number 6 to 10 digits. */
export const PACKSTATION_NUMBER_PATTERN = /^\d{3}$/;
export const POST_NUMBER_PATTERN = /^\d{6,10}$/;
/** Countries with packstations. */
export const PACKSTATION_COUNTRIES: readonly string[] = ['DE'];

/** A home (street) address, or a packstation as the shipping address. */
export type AddressType = 'home' | 'packstation';

/** The address fields as a form holds them (all text; empty when not filled). */
export interface AddressValues {
  type: AddressType;
  salutationId: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string;
  packstationNumber: string;
  postNumber: string;
}
export type AddressField = Exclude<keyof AddressValues, 'type'>;

/** What the rules know of a country: its ISO code and the ids of its states (empty when it has none). */
export interface AddressCountry {
  id: string;
  iso: string;
  stateIds: readonly string[];
}

/** Why a field is refused; the app turns each into a translated detail. */
export type AddressViolationCode =
  | 'blank'
  | 'zipcode'
  | 'state'
  | 'packstationNumber'
  | 'postNumber'
  | 'packstationCountry';

export interface AddressViolation {
  field: AddressField;
  code: AddressViolationCode;
}

export const EMPTY_ADDRESS: Readonly<AddressValues> = {
  type: 'home',
  salutationId: '',
  firstName: '',
  lastName: '',
  street: '',
  additionalAddressLine1: '',
  zipcode: '',
  city: '',
  countryId: '',
  countryStateId: '',
  packstationNumber: '',
  postNumber: '',
};

/** The fields an address of this type must have. */
export function requiredFields(type: AddressType): readonly AddressField[] {
  return type === 'packstation'
    ? ['firstName', 'lastName', 'packstationNumber', 'postNumber', 'zipcode', 'city', 'countryId']
    : ['firstName', 'lastName', 'street', 'zipcode', 'city', 'countryId'];
}

/** The zip code pattern of a country, if it has one. */
export function zipCodePatternOf(iso: string | undefined): RegExp | undefined {
  return iso === undefined ? undefined : ZIP_CODE_PATTERNS[iso.toUpperCase()];
}

/**
 * Every violation of an address, in field order: blank required fields first (Shopware's NotBlank), then the
 * formats. `country` is the one `values.countryId` names, undefined when it is unknown.
 */
export function validateAddress(
  values: AddressValues,
  country: AddressCountry | undefined,
): AddressViolation[] {
  const violations: AddressViolation[] = [];
  const blank = new Set<AddressField>();
  for (const field of requiredFields(values.type)) {
    if (values[field].trim() === '') {
      blank.add(field);
      violations.push({ field, code: 'blank' });
    }
  }
  const zipPattern = zipCodePatternOf(country?.iso);
  if (!blank.has('zipcode') && zipPattern && !zipPattern.test(values.zipcode.trim())) {
    violations.push({ field: 'zipcode', code: 'zipcode' });
  }
  if (values.countryStateId !== '' && country && !country.stateIds.includes(values.countryStateId)) {
    violations.push({ field: 'countryStateId', code: 'state' });
  }
  if (values.type === 'packstation') {
    if (country && !PACKSTATION_COUNTRIES.includes(country.iso.toUpperCase())) {
      violations.push({ field: 'countryId', code: 'packstationCountry' });
    }
    if (
      !blank.has('packstationNumber') &&
      !PACKSTATION_NUMBER_PATTERN.test(values.packstationNumber.trim())
    ) {
      violations.push({ field: 'packstationNumber', code: 'packstationNumber' });
    }
    if (!blank.has('postNumber') && !POST_NUMBER_PATTERN.test(values.postNumber.trim())) {
      violations.push({ field: 'postNumber', code: 'postNumber' });
    }
  }
  return violations;
}

/** The Store API's address body: a packstation travels as street 'Packstation {n}' with the post number as line 1. */
export interface AddressPayload {
  salutationId?: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1: string | null;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string | null;
}

export function addressPayloadOf(values: AddressValues): AddressPayload {
  const packstation = values.type === 'packstation';
  return {
    ...(values.salutationId ? { salutationId: values.salutationId } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: packstation ? `Packstation ${values.packstationNumber.trim()}` : values.street.trim(),
    additionalAddressLine1: packstation
      ? values.postNumber.trim()
      : values.additionalAddressLine1.trim() || null,
    zipcode: values.zipcode.trim(),
    city: values.city.trim(),
    countryId: values.countryId,
    countryStateId: values.countryStateId || null,
  };
}

const PACKSTATION_STREET = /^Packstation (\d{3})$/i;

/** Form values of a stored address; a packstation address is recognised by its street. */
export function addressValuesOf(
  address: Partial<Record<keyof AddressPayload, string | null | undefined>>,
): AddressValues {
  const text = (value: string | null | undefined) => value ?? '';
  const packstation = PACKSTATION_STREET.exec(text(address.street));
  return {
    ...EMPTY_ADDRESS,
    type: packstation ? 'packstation' : 'home',
    salutationId: text(address.salutationId),
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    street: packstation ? '' : text(address.street),
    additionalAddressLine1: packstation ? '' : text(address.additionalAddressLine1),
    packstationNumber: packstation?.[1] ?? '',
    postNumber: packstation ? text(address.additionalAddressLine1) : '',
    zipcode: text(address.zipcode),
    city: text(address.city),
    countryId: text(address.countryId),
    countryStateId: text(address.countryStateId),
  };
}

/** Spec 8: a blank-field (or any field) violation is shown as the field name plus the detail. */
export function violationMessage(fieldName: string, detail: string): string {
  return `${fieldName}: ${detail}`;
}
