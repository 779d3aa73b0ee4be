import type { SandboxDeps } from '../http/env.js';
import type { AddressFields } from './address-store.js';
import type { Body, Violations } from './violations.js';

/**
 * Reads an address body (CustomerAddressBody) as Shopware's AddressValidationFactory checks it: first and last
 * name, street, city and an active country are required; the zip code too where the country requires one; a
 * state must belong to the country; salutation and state must exist. `prefix` points violations into a larger
 * body ('/billingAddress').
 */
export function readAddressFields(
  deps: Pick<SandboxDeps, 'entities'>,
  body: Body,
  violations: Violations,
  prefix = '',
): AddressFields | undefined {
  const before = violations.count;
  const optional = (field: string) => violations.string(body, field, {}, prefix) ?? null;
  const countryId = violations.id(body, 'countryId', true, prefix);
  const country = countryId ? deps.entities.get('country', countryId) : undefined;
  if (countryId && country?.doc.active !== true) {
    violations.add(
      `${prefix}/countryId`,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      `The country with the id "${countryId}" does not exist.`,
    );
  }
  const countryStateId = violations.id(body, 'countryStateId', false, prefix) ?? null;
  if (countryStateId && deps.entities.get('country_state', countryStateId)?.doc.countryId !== countryId) {
    violations.add(
      `${prefix}/countryStateId`,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      `The country state with the id "${countryStateId}" does not exist in the country.`,
    );
  }
  const salutationId = violations.id(body, 'salutationId', false, prefix) ?? null;
  if (salutationId && !deps.entities.get('salutation', salutationId)) {
    violations.add(
      `${prefix}/salutationId`,
      'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      `The salutation with the id "${salutationId}" does not exist.`,
    );
  }
  const fields = {
    countryId: countryId ?? '',
    countryStateId,
    salutationId,
    firstName: violations.string(body, 'firstName', { required: true }, prefix) ?? '',
    lastName: violations.string(body, 'lastName', { required: true }, prefix) ?? '',
    zipcode:
      violations.string(
        body,
        'zipcode',
        { required: country?.doc.postalCodeRequired === true, max: 50 },
        prefix,
      ) ?? null,
    city: violations.string(body, 'city', { required: true }, prefix) ?? '',
    company: optional('company'),
    street: violations.string(body, 'street', { required: true }, prefix) ?? '',
    department: optional('department'),
    title: violations.string(body, 'title', { max: 100 }, prefix) ?? null,
    phoneNumber: violations.string(body, 'phoneNumber', { max: 40 }, prefix) ?? null,
    additionalAddressLine1: optional('additionalAddressLine1'),
    additionalAddressLine2: optional('additionalAddressLine2'),
  };
  return violations.count === before ? fields : undefined;
}
