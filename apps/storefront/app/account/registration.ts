import type { RegisterInput } from '@beautyshop/store-api-client';
import { addressPayloadOf, type RegisterValues } from '@beautyshop/ui';
import { addressValuesFrom } from '../checkout/checkoutForm';
import { passwordOf, textOf } from './formInput';

/** What the shopper entered, to show again after a refused submit (never the password). */
export function registerValuesOf(form: FormData): RegisterValues {
  return {
    accountType: textOf(form, 'accountType') === 'business' ? 'business' : 'private',
    email: textOf(form, 'email'),
    company: textOf(form, 'company'),
    vatId: textOf(form, 'vatId'),
    billingAddress: addressValuesFrom(form, 'billingAddress'),
  };
}

/**
 * The registration body (Shopware's `/account/register`): the address step's names and salutation are the
 * customer's, a business account carries its company (and VAT id), and the mails link back to `storefrontUrl`.
 */
export function registerInputOf(form: FormData, storefrontUrl: string): RegisterInput {
  const values = registerValuesOf(form);
  const business = values.accountType === 'business';
  const address = addressPayloadOf(addressValuesFrom(form, 'billingAddress'));
  const input: RegisterInput = {
    accountType: business ? 'business' : 'private',
    email: values.email ?? '',
    password: passwordOf(form, 'password'),
    firstName: address.firstName,
    lastName: address.lastName,
    storefrontUrl,
    acceptedDataProtection: textOf(form, 'acceptedDataProtection') !== '',
    billingAddress: { ...address, ...(business && values.company ? { company: values.company } : {}) },
  };
  if (address.salutationId) input.salutationId = address.salutationId;
  if (business) {
    input.company = values.company;
    if (values.vatId) input.vatIds = [values.vatId];
  }
  return input;
}
