import type { RegisterInput } from '@beautyshop/store-api-client';
import type { RegisterValues } from '@beautyshop/ui';
import { addressOf, passwordOf, textOf } from './formInput';

/** What the shopper entered, to show again after a refused submit (never the password). */
export function registerValuesOf(form: FormData): RegisterValues {
  const address = addressOf(form, 'billingAddress');
  return {
    accountType: textOf(form, 'accountType') === 'business' ? 'business' : 'private',
    salutationId: textOf(form, 'salutationId'),
    firstName: textOf(form, 'firstName'),
    lastName: textOf(form, 'lastName'),
    email: textOf(form, 'email'),
    company: textOf(form, 'company'),
    vatId: textOf(form, 'vatId'),
    billingAddress: {
      street: address.street,
      additionalAddressLine1: address.additionalAddressLine1 ?? '',
      zipcode: address.zipcode ?? '',
      city: address.city,
      countryId: address.countryId,
      phoneNumber: address.phoneNumber ?? '',
    },
  };
}

/**
 * The registration body (Shopware's `/account/register`): the customer's names go to the billing address too,
 * a business account carries its company (and VAT id), and the mails link back to `storefrontUrl`.
 */
export function registerInputOf(form: FormData, storefrontUrl: string): RegisterInput {
  const values = registerValuesOf(form);
  const business = values.accountType === 'business';
  const firstName = values.firstName ?? '';
  const lastName = values.lastName ?? '';
  const input: RegisterInput = {
    accountType: business ? 'business' : 'private',
    email: values.email ?? '',
    password: passwordOf(form, 'password'),
    firstName,
    lastName,
    storefrontUrl,
    acceptedDataProtection: textOf(form, 'acceptedDataProtection') !== '',
    billingAddress: {
      ...addressOf(form, 'billingAddress'),
      firstName,
      lastName,
      ...(values.salutationId ? { salutationId: values.salutationId } : {}),
      ...(business && values.company ? { company: values.company } : {}),
    },
  };
  if (values.salutationId) input.salutationId = values.salutationId;
  if (business) {
    input.company = values.company;
    if (values.vatId) input.vatIds = [values.vatId];
  }
  return input;
}
