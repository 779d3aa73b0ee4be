import { useId } from 'react';
import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import { FormPanel } from '../FormFrame/formLayout';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';

export interface LoginFormLabels {
  title: string;
  email: string;
  password: string;
  submit: string;
  forgotPassword: string;
  noAccount: string;
  register: string;
}

export interface LoginFormProps {
  action?: string | undefined;
  /** The same-site path to return to after logging in (a hidden field). */
  redirectTo?: string | undefined;
  /** The email entered last time (the password is never sent back). */
  email?: string | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  recoverHref: string;
  registerHref: string;
  /** `h1` on the login page, `h2` in a modal or flyout. */
  headingLevel?: 1 | 2;
  labels?: LoginFormLabels;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

const defaultLabels: LoginFormLabels = {
  title: 'Log in',
  email: 'Email address',
  password: 'Password',
  submit: 'Log in',
  forgotPassword: 'Forgot your password?',
  noAccount: 'New here?',
  register: 'Create an account',
};

/** Email and password; the failure message never tells whether the email has an account (the app's text). */
export function LoginForm({
  action,
  redirectTo,
  email,
  notice,
  state,
  recoverHref,
  registerHref,
  headingLevel = 1,
  labels = defaultLabels,
  validationLabels,
  formAs,
}: LoginFormProps) {
  const id = useId();
  return (
    <FormPanel headingId={`${id}-title`} heading={labels.title} level={headingLevel}>
      <FormFrame
        action={action}
        labelledBy={`${id}-title`}
        submitLabel={labels.submit}
        state={state}
        notice={notice}
        validationLabels={validationLabels}
        formAs={formAs}
        secondary={<Link href={recoverHref}>{labels.forgotPassword}</Link>}
      >
        {(errors) => (
          <>
            {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
            <TextField
              label={labels.email}
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={email}
              error={errors.email}
            />
            <TextField
              label={labels.password}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
          </>
        )}
      </FormFrame>
      <p>
        {labels.noAccount} <Link href={registerHref}>{labels.register}</Link>
      </p>
    </FormPanel>
  );
}
