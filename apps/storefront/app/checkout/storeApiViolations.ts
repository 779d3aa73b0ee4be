import type { ShopwareError } from '@beautyshop/store-api-client';
import { type AddressField, EMPTY_ADDRESS, violationMessage } from '@beautyshop/ui';

const ADDRESS_FIELDS = new Set<string>(Object.keys(EMPTY_ADDRESS));

/** Shopware's code for an email that belongs to an account already (registration, email change). */
export const EMAIL_NOT_UNIQUE = 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE';

/**
 * Spec 8: the Store API's address violations (`/billingAddress/street`, code IS_BLANK_ERROR) as messages per field
 * of the address named `prefix`, each the field's name plus the detail, which `detail` tells in the shopper's
 * language (the Store API's own is English).
 */
export function addressErrorsOf(
  errors: readonly ShopwareError[],
  prefix: string,
  fieldName: (field: AddressField) => string,
  detail: (error: ShopwareError) => string,
): Partial<Record<AddressField, string>> {
  const messages: Partial<Record<AddressField, string>> = {};
  for (const error of errors) {
    const pointer = error.source?.pointer ?? '';
    const match = /^\/([A-Za-z]+)\/([A-Za-z0-9]+)$/.exec(pointer) ?? /^\/()([A-Za-z0-9]+)$/.exec(pointer);
    if (!match || (match[1] !== '' && match[1] !== prefix)) continue;
    const field = match[2] ?? '';
    if (!ADDRESS_FIELDS.has(field) || field === 'type') continue;
    const addressField = field as AddressField;
    messages[addressField] ??= violationMessage(fieldName(addressField), detail(error));
  }
  return messages;
}

/** Whether the answer says the email belongs to an account already. */
export function isEmailInUse(errors: readonly ShopwareError[]): boolean {
  return errors.some((error) => error.code === EMAIL_NOT_UNIQUE);
}
