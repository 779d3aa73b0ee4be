import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import { FormRow } from '../FormFrame/formLayout';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';

interface CommonProps {
  action?: string | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  errors?: Readonly<Record<string, string>> | undefined;
  labelledBy?: string;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

export interface ProfileValues {
  salutationId?: string | undefined;
  title?: string | null | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** `YYYY-MM-DD` */
  birthday?: string | null | undefined;
}

export interface ProfileFormLabels {
  salutation: string;
  salutationNone: string;
  title: string;
  firstName: string;
  lastName: string;
  birthday: string;
  optional: string;
  submit: string;
}

const defaultProfileLabels: ProfileFormLabels = {
  salutation: 'Salutation',
  salutationNone: 'Not specified',
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  birthday: 'Date of birth',
  optional: 'optional',
  submit: 'Save',
};

export interface ProfileFormProps extends CommonProps {
  values?: ProfileValues | undefined;
  salutations: readonly SelectOption[];
  labels?: ProfileFormLabels;
  /** The submit button's text when it differs (complete profile: 'Save and continue'). */
  submitLabel?: string;
  /** A skip link beside the submit button (complete-profile page). */
  secondary?: React.ReactNode;
}

/** Personal data (spec 2.4): salutation, title, names and birthday. */
export function ProfileForm({
  values = {},
  errors = {},
  salutations,
  labels = defaultProfileLabels,
  submitLabel,
  ...frame
}: ProfileFormProps) {
  const optional = (label: string) => `${label} (${labels.optional})`;
  return (
    <FormFrame {...frame} intent="profile" submitLabel={submitLabel ?? labels.submit}>
      {(inline) => {
        const error = (name: string) => errors[name] ?? inline[name];
        return (
          <>
            <FormRow>
              <Select
                label={optional(labels.salutation)}
                name="salutationId"
                options={salutations}
                emptyOption={labels.salutationNone}
                defaultValue={values.salutationId}
                error={error('salutationId')}
              />
              <TextField
                label={optional(labels.title)}
                name="title"
                autoComplete="honorific-prefix"
                defaultValue={values.title ?? undefined}
                error={error('title')}
              />
            </FormRow>
            <FormRow>
              <TextField
                label={labels.firstName}
                name="firstName"
                autoComplete="given-name"
                required
                defaultValue={values.firstName}
                error={error('firstName')}
              />
              <TextField
                label={labels.lastName}
                name="lastName"
                autoComplete="family-name"
                required
                defaultValue={values.lastName}
                error={error('lastName')}
              />
            </FormRow>
            <TextField
              label={optional(labels.birthday)}
              name="birthday"
              type="date"
              autoComplete="bday"
              defaultValue={values.birthday?.slice(0, 10) ?? undefined}
              error={error('birthday')}
            />
          </>
        );
      }}
    </FormFrame>
  );
}

export interface ChangeEmailFormLabels {
  email: string;
  emailConfirmation: string;
  password: string;
  submit: string;
}

/** The new address twice, as a refused request sent it (never the password). */
export interface ChangeEmailValues {
  email?: string | undefined;
  emailConfirmation?: string | undefined;
}

export interface ChangeEmailFormProps extends CommonProps {
  /** The current address, shown as the hint. */
  currentEmail: string;
  /** What the fields hold when the form renders, e.g. a refused request's addresses. */
  values?: ChangeEmailValues | undefined;
  /** `{email}` is replaced by the current address. */
  currentHint?: string;
  labels?: ChangeEmailFormLabels;
}

/** A new email twice and the password to confirm it's the customer. */
export function ChangeEmailForm({
  currentEmail,
  currentHint = 'Currently: {email}',
  values,
  errors = {},
  labels = {
    email: 'New email address',
    emailConfirmation: 'Repeat new email address',
    password: 'Password',
    submit: 'Change email',
  },
  ...frame
}: ChangeEmailFormProps) {
  return (
    <FormFrame {...frame} intent="change-email" submitLabel={labels.submit}>
      {(inline) => {
        const error = (name: string) => errors[name] ?? inline[name];
        return (
          <>
            <TextField
              label={labels.email}
              hint={currentHint.replace('{email}', currentEmail)}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values?.email}
              error={error('email')}
            />
            <TextField
              label={labels.emailConfirmation}
              name="emailConfirmation"
              type="email"
              autoComplete="email"
              required
              data-match="email"
              defaultValue={values?.emailConfirmation}
              error={error('emailConfirmation')}
            />
            <TextField
              label={labels.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={error('password')}
            />
          </>
        );
      }}
    </FormFrame>
  );
}
