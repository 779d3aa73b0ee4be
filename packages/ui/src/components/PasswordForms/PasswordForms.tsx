import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { TextField } from '../TextField/TextField';

interface CommonProps {
  action?: string | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  /** Field name → message from the server. */
  errors?: Readonly<Record<string, string>> | undefined;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

export interface RecoverPasswordFormLabels {
  email: string;
  submit: string;
}

export interface RecoverPasswordFormProps extends CommonProps {
  email?: string | undefined;
  labels?: RecoverPasswordFormLabels;
}

/** Asks for the recovery mail; the answer is the same whether or not the email has an account. */
export function RecoverPasswordForm({
  email,
  errors = {},
  labels = { email: 'Email address', submit: 'Send link' },
  ...frame
}: RecoverPasswordFormProps) {
  return (
    <FormFrame {...frame} submitLabel={labels.submit}>
      {(inline) => (
        <TextField
          label={labels.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          error={errors.email ?? inline.email}
        />
      )}
    </FormFrame>
  );
}

export interface NewPasswordLabels {
  newPassword: string;
  newPasswordHint: string;
  newPasswordConfirm: string;
}

const defaultNewPasswordLabels: NewPasswordLabels = {
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  newPasswordConfirm: 'Repeat new password',
};

function NewPasswordFields({
  labels,
  errors,
}: {
  labels: NewPasswordLabels;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <TextField
        label={labels.newPassword}
        hint={labels.newPasswordHint}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        error={errors.newPassword}
      />
      <TextField
        label={labels.newPasswordConfirm}
        name="newPasswordConfirm"
        type="password"
        autoComplete="new-password"
        required
        data-match="newPassword"
        error={errors.newPasswordConfirm}
      />
    </>
  );
}

export interface ResetPasswordFormProps extends CommonProps {
  /** The recovery hash of the mail's link (a hidden field). */
  hash: string;
  labels?: NewPasswordLabels & { submit: string };
}

/** Spec 5: the new password twice (newPassword, newPasswordConfirm) with the mail's recovery hash. */
export function ResetPasswordForm({
  hash,
  errors = {},
  labels = { ...defaultNewPasswordLabels, submit: 'Save password' },
  ...frame
}: ResetPasswordFormProps) {
  return (
    <FormFrame {...frame} submitLabel={labels.submit}>
      {(inline) => (
        <>
          <input type="hidden" name="hash" value={hash} />
          <NewPasswordFields labels={labels} errors={{ ...inline, ...errors }} />
        </>
      )}
    </FormFrame>
  );
}

export interface ChangePasswordFormProps extends CommonProps {
  labels?: NewPasswordLabels & { password: string; submit: string };
}

/** The current password and the new one twice; every other session of the customer ends. */
export function ChangePasswordForm({
  errors = {},
  labels = { ...defaultNewPasswordLabels, password: 'Current password', submit: 'Change password' },
  ...frame
}: ChangePasswordFormProps) {
  return (
    <FormFrame {...frame} intent="change-password" submitLabel={labels.submit}>
      {(inline) => (
        <>
          <TextField
            label={labels.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password ?? inline.password}
          />
          <NewPasswordFields labels={labels} errors={{ ...inline, ...errors }} />
        </>
      )}
    </FormFrame>
  );
}
