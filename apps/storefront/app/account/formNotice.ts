import type { FormNotice } from '@beautyshop/ui';
import type { Translate } from '../i18n/translate';
import type { ActionFailure } from './actionFailure';

/**
 * The message above a form for a failed call: a 429 names the wait in seconds (issue 16), violations point at the
 * fields, a refusal says what `refused` says (for login, registration and recovery one text whatever the reason,
 * so it never tells whether an email has an account), a failure of the backend asks to try again.
 */
export function noticeOf(failure: ActionFailure, t: Translate, refused: string): FormNotice {
  switch (failure.kind) {
    case 'throttled':
      return { tone: 'warning', text: t('account.throttled', { seconds: failure.seconds }) };
    case 'violations':
      return { tone: 'danger', text: t('account.validation.check') };
    case 'refused':
      return { tone: 'danger', text: refused };
    case 'unavailable':
      return { tone: 'danger', text: t('account.unavailable') };
  }
}

/**
 * A violation's detail in the shopper's language, by its code. The Store API's own detail is English
 * ("This value is too long."), so a code the shop has no text for reads as 'not valid' rather than in English.
 */
export function detailOf(violation: { code?: string | undefined }, t: Translate): string {
  switch (violation.code) {
    case 'VIOLATION::IS_BLANK_ERROR':
      return t('account.validation.required');
    case 'VIOLATION::TOO_SHORT_ERROR':
      return t('account.validation.tooShort', { min: 8 });
    case 'VIOLATION::TOO_LONG_ERROR':
      return t('account.validation.tooLong');
    case 'VIOLATION::NOT_EQUAL_ERROR':
      return t('account.validation.mismatch');
    case 'VIOLATION::INVALID_FORMAT_ERROR':
    case 'VIOLATION::INVALID_EMAIL_ERROR':
      return t('account.validation.email');
    // Neutral on purpose: it does not say that the address has an account.
    case 'VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE':
      return t('account.profile.emailTaken');
    case 'VIOLATION::INVALID_UUID_ERROR':
    case 'VIOLATION::ENTITY_DOES_NOT_EXISTS':
    case 'VIOLATION::NO_SUCH_CHOICE_ERROR':
      return t('account.validation.choice');
    default:
      return t('account.validation.invalid');
  }
}

/**
 * Field name → message. Spec 8: a violation is shown as the field's name plus the detail ('Postcode: Please fill
 * in this field.').
 */
export function fieldErrorsOf(
  failure: ActionFailure,
  t: Translate,
  labelOf: (field: string) => string | undefined,
): Record<string, string> {
  if (failure.kind !== 'violations') return {};
  return Object.fromEntries(
    Object.entries(failure.fields).map(([field, violation]) => {
      const label = labelOf(field);
      const detail = detailOf(violation, t);
      return [field, label ? `${label}: ${detail}` : detail];
    }),
  );
}

/** The address field labels (spec 8's field names), for `fieldErrorsOf`. */
export function addressFieldLabel(t: Translate, field: string): string | undefined {
  const name = field.split('.').at(-1) ?? field;
  const keys: Readonly<Record<string, string>> = {
    salutationId: 'account.field.salutation',
    firstName: 'account.field.firstName',
    lastName: 'account.field.lastName',
    company: 'account.field.company',
    street: 'account.field.street',
    additionalAddressLine1: 'account.field.additionalAddressLine1',
    zipcode: 'account.field.zipcode',
    city: 'account.field.city',
    countryId: 'account.field.country',
    phoneNumber: 'account.field.phoneNumber',
    email: 'account.field.email',
    password: 'account.field.password',
  };
  const key = keys[name];
  return key ? t(key) : undefined;
}
