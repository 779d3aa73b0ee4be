import type { ReactNode } from 'react';
import {
  type FieldErrors,
  type FormAs,
  FormFrame,
  type FormNotice,
  type FormState,
} from '../FormFrame/FormFrame';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { Select, type SelectOption } from '../Select/Select';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import styles from './ContactForm.module.css';

/** The fields of the Store API's contact form route, under its own names. */
export type ContactFormField = 'salutationId' | 'firstName' | 'lastName' | 'email' | 'subject' | 'comment';

export interface ContactFormLabels {
  salutation: string;
  salutationEmpty: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  comment: string;
  submit: string;
}

export interface ContactFormProps {
  action?: string | undefined;
  /** Salutations to choose from; the select is left out without them. */
  salutations?: readonly SelectOption[];
  /** What the shopper typed, shown again after a refused submit. */
  values?: Partial<Record<ContactFormField, string>>;
  /** The server's refusals, per field (spec 8: field name plus detail). */
  errors?: FieldErrors<ContactFormField>;
  notice?: FormNotice | undefined;
  state?: FormState;
  labelledBy?: string;
  labels?: ContactFormLabels;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
  /** Longest message the shop accepts. */
  commentMaxLength?: number;
  /** What the shop does with the data, above the button (the shop links its privacy page in it). */
  privacyNotice?: ReactNode;
}

const ENGLISH: ContactFormLabels = {
  salutation: 'Salutation',
  salutationEmpty: 'Please choose',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  subject: 'Subject',
  comment: 'Your message',
  submit: 'Send message',
};

/** The shop's contact form (spec 2.4): names, email, subject and message, posted as a plain form. */
export function ContactForm({
  salutations,
  values = {},
  errors = {},
  labels = ENGLISH,
  commentMaxLength,
  privacyNotice,
  ...frame
}: ContactFormProps) {
  return (
    <FormFrame {...frame} intent="contact" submitLabel={labels.submit}>
      {(inline) => (
        <>
          {salutations && salutations.length > 0 ? (
            <Select
              label={labels.salutation}
              name="salutationId"
              options={salutations}
              emptyOption={labels.salutationEmpty}
              defaultValue={values.salutationId ?? ''}
              error={errors.salutationId}
              className={styles.salutation}
            />
          ) : null}
          <div className={styles.row}>
            <TextField
              label={labels.firstName}
              name="firstName"
              autoComplete="given-name"
              defaultValue={values.firstName}
              error={errors.firstName}
            />
            <TextField
              label={labels.lastName}
              name="lastName"
              autoComplete="family-name"
              defaultValue={values.lastName}
              error={errors.lastName}
            />
          </div>
          <TextField
            label={labels.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email}
            error={errors.email ?? inline.email}
          />
          <TextField
            label={labels.subject}
            name="subject"
            required
            defaultValue={values.subject}
            error={errors.subject ?? inline.subject}
          />
          <Textarea
            label={labels.comment}
            name="comment"
            required
            rows={6}
            maxLength={commentMaxLength}
            defaultValue={values.comment}
            error={errors.comment ?? inline.comment}
          />
          {privacyNotice ? <p className={styles.privacy}>{privacyNotice}</p> : null}
        </>
      )}
    </FormFrame>
  );
}
