import { addressPayloadOf } from '@beautyshop/ui';
import { addressValuesFrom } from '../checkout/checkoutForm';
import type { AccountRequest } from '../session/accountSession.server';
import { actionFailureOf } from './actionFailure';
import type { AddressActionFailure, AddressBookStatus } from './addressBookView';
import { textOf } from './formInput';
import { addressFieldLabel, fieldErrorsOf, noticeOf } from './formNotice';

export type AddressActionResult =
  | { kind: 'done'; status: AddressBookStatus }
  | { kind: 'unknown-intent' }
  | { kind: 'failed'; status: number; failure: AddressActionFailure };

/**
 * Create, update, delete and the two default switches of the address book, as one posted form's `intent`.
 * Expected refusals come back as the form to show again; the route answers a success with post, redirect, get.
 */
export async function runAddressAction(
  account: AccountRequest,
  form: FormData,
): Promise<AddressActionResult> {
  const intent = textOf(form, 'intent');
  const addressId = textOf(form, 'addressId');
  const { addresses } = account.storeApi.client;
  const { t } = account;
  try {
    switch (intent) {
      case 'create':
        await addresses.createAddress({ ...addressPayloadOf(addressValuesFrom(form, 'address')) });
        return { kind: 'done', status: 'saved' };
      case 'update':
        await addresses.updateAddress(addressId, { ...addressPayloadOf(addressValuesFrom(form, 'address')) });
        return { kind: 'done', status: 'saved' };
      case 'delete':
        await addresses.deleteAddress(addressId);
        return { kind: 'done', status: 'deleted' };
      case 'default-billing':
        await addresses.setDefaultBillingAddress(addressId);
        return { kind: 'done', status: 'default' };
      case 'default-shipping':
        await addresses.setDefaultShippingAddress(addressId);
        return { kind: 'done', status: 'default' };
      default:
        return { kind: 'unknown-intent' };
    }
  } catch (error) {
    const failure = actionFailureOf(error);
    // A default address cannot be deleted (Shopware's own rule); an id of another customer is not found.
    const text =
      failure.kind === 'refused' && failure.code === 'CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT'
        ? t('account.address.isDefault')
        : failure.kind === 'refused' && failure.status === 404
          ? t('account.address.notFound')
          : t('account.validation.check');
    return {
      kind: 'failed',
      status: failure.kind === 'refused' ? failure.status : 400,
      failure: {
        intent,
        values: addressValuesFrom(form, 'address'),
        errors: fieldErrorsOf(failure, t, (field) => addressFieldLabel(t, field)),
        notice: noticeOf(failure, t, text),
      },
    };
  }
}
