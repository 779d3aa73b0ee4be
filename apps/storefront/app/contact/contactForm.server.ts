import type { StoreApiClient } from '@beautyshop/store-api-client';
import type { ContactFormField, FormNotice } from '@beautyshop/ui';
import { actionFailureOf } from '../account/actionFailure';
import { textOf } from '../account/formInput';
import { fieldErrorsOf } from '../account/formNotice';
import type { Translate } from '../i18n/translate';

export const CONTACT_FIELDS = [
  'salutationId',
  'firstName',
  'lastName',
  'email',
  'subject',
  'comment',
] as const;

const FIELD_LABELS: Readonly<Record<ContactFormField, string>> = {
  salutationId: 'contact.salutation',
  firstName: 'contact.firstName',
  lastName: 'contact.lastName',
  email: 'contact.email',
  subject: 'contact.subject',
  comment: 'contact.comment',
};

const isContactField = (field: string): field is ContactFormField => field in FIELD_LABELS;

/** A refused message: what the shopper typed, the refusals per field and the message above the form. */
export interface ContactRefusal {
  values: Partial<Record<ContactFormField, string>>;
  errors: Partial<Record<ContactFormField, string>>;
  notice: FormNotice;
  status: number;
}

export type ContactOutcome = { kind: 'sent' } | ({ kind: 'refused' } & ContactRefusal);

/**
 * Spec 2.4: the contact form posts to the Store API's contact route. Violations are shown per field as the
 * field's name plus the detail (spec 8); a 429 names the wait; other failures ask to try again.
 */
export async function sendContactMessage(
  client: StoreApiClient,
  form: FormData,
  t: Translate,
): Promise<ContactOutcome> {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, textOf(form, field)])) as Record<
    ContactFormField,
    string
  >;
  try {
    await client.contact.sendContactForm({
      email: values.email,
      subject: values.subject,
      comment: values.comment,
      ...(values.salutationId ? { salutationId: values.salutationId } : {}),
      ...(values.firstName ? { firstName: values.firstName } : {}),
      ...(values.lastName ? { lastName: values.lastName } : {}),
    });
    return { kind: 'sent' };
  } catch (error) {
    const failure = actionFailureOf(error);
    const labelled = fieldErrorsOf(failure, t, (field) =>
      isContactField(field) ? t(FIELD_LABELS[field]) : undefined,
    );
    const errors = Object.fromEntries(Object.entries(labelled).filter(([field]) => isContactField(field)));
    const notice: FormNotice =
      failure.kind === 'throttled'
        ? { tone: 'warning', text: t('contact.throttled', { seconds: failure.seconds }) }
        : failure.kind === 'violations'
          ? { tone: 'danger', text: t('contact.check') }
          : { tone: 'danger', text: t('contact.unavailable') };
    return {
      kind: 'refused',
      values,
      errors,
      notice,
      status: failure.kind === 'throttled' ? 429 : failure.kind === 'unavailable' ? 503 : 400,
    };
  }
}
