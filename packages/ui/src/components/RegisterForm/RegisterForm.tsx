import { type ReactNode, useId, useState } from 'react';
import {
  AddressForm,
  type AddressFormCountry,
  type AddressFormLabels,
  defaultAddressFormLabels,
} from '../AddressForm/AddressForm';
import type { AddressField, AddressValues } from '../AddressForm/addressRules';
import { Checkbox } from '../Checkbox/Checkbox';
import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import { FormPanel, FormRow, FormSection } from '../FormFrame/formLayout';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import { Link } from '../Link/Link';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import styles from './RegisterForm.module.css';

export type AccountType = 'private' | 'business';

/** What the shopper entered, sent back after a refused submit (never the password). */
export interface RegisterValues {
  accountType?: AccountType;
  email?: string;
  company?: string;
  vatId?: string;
  /** The address step; its names are the customer's. */
  billingAddress?: Partial<AddressValues>;
}

export interface RegisterFormLabels {
  title: string;
  stepAccountType: string;
  accountTypePrivate: string;
  accountTypeBusiness: string;
  stepPersonal: string;
  email: string;
  password: string;
  passwordHint: string;
  company: string;
  companyHint: string;
  vatId: string;
  stepAddress: string;
  /** The consent checkbox's label; the shop links its privacy page in it. */
  dataProtection: ReactNode;
  submit: string;
  haveAccount: string;
  login: string;
}

const defaultLabels: RegisterFormLabels = {
  title: 'Create an account',
  stepAccountType: '1. Account type',
  accountTypePrivate: 'Private customer',
  accountTypeBusiness: 'Business customer',
  stepPersonal: '2. Personal data',
  email: 'Email address',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  company: 'Company',
  companyHint: 'Business customers only.',
  vatId: 'VAT ID (optional)',
  stepAddress: '3. Address',
  dataProtection: 'I have read the privacy notice.',
  submit: 'Create account',
  haveAccount: 'Already have an account?',
  login: 'Log in',
};

export interface RegisterFormProps {
  action?: string | undefined;
  redirectTo?: string | undefined;
  values?: RegisterValues | undefined;
  /** Field name → message; address fields as `billingAddress.street`. */
  errors?: Readonly<Record<string, string>> | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  salutations: readonly { id: string; name: string }[];
  countries: readonly AddressFormCountry[];
  loginHref: string;
  labels?: RegisterFormLabels;
  addressLabels?: AddressFormLabels;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

/** Spec 2.4 register steps: account type, personal data, address, in one form that works without JavaScript. */
export function RegisterForm({
  action,
  redirectTo,
  values = {},
  errors = {},
  notice,
  state,
  salutations,
  countries,
  loginHref,
  labels = defaultLabels,
  addressLabels = defaultAddressFormLabels,
  validationLabels,
  formAs,
}: RegisterFormProps) {
  const id = useId();
  // The company fields follow the chosen account type in CSS, so they do so without JavaScript too (where a
  // browser lacks :has(), they stay, under a note that they are for business customers). The state only makes
  // the company required while a business account is chosen.
  const initialType = values.accountType ?? 'private';
  const [business, setBusiness] = useState(initialType === 'business');
  return (
    <FormPanel headingId={`${id}-title`} heading={labels.title}>
      <FormFrame
        action={action}
        labelledBy={`${id}-title`}
        submitLabel={labels.submit}
        state={state}
        notice={notice}
        validationLabels={validationLabels}
        formAs={formAs}
      >
        {(inline) => {
          const error = (name: string) => errors[name] ?? inline[name];
          const addressErrors = Object.fromEntries(
            Object.entries(errors)
              .filter(([name]) => name.startsWith('billingAddress.'))
              .map(([name, message]) => [name.slice('billingAddress.'.length), message]),
          ) as Partial<Record<AddressField, string>>;
          return (
            <>
              {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
              <RadioGroup
                legend={labels.stepAccountType}
                name="accountType"
                options={[
                  { value: 'private', label: labels.accountTypePrivate },
                  { value: 'business', label: labels.accountTypeBusiness },
                ]}
                defaultValue={initialType}
                onChange={(value) => setBusiness(value === 'business')}
                appearance="cards"
                legendStyle="section"
              />
              <FormSection legend={labels.stepPersonal}>
                <div className={styles.business}>
                  <p className={styles.businessHint}>{labels.companyHint}</p>
                  <FormRow>
                    <TextField
                      label={labels.company}
                      name="company"
                      autoComplete="organization"
                      required={business}
                      defaultValue={values.company}
                      error={error('company')}
                    />
                    <TextField
                      label={labels.vatId}
                      name="vatId"
                      defaultValue={values.vatId}
                      error={error('vatId')}
                    />
                  </FormRow>
                </div>
                <TextField
                  label={labels.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={values.email}
                  error={error('email')}
                />
                <TextField
                  label={labels.password}
                  hint={labels.passwordHint}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={8}
                  error={error('password')}
                />
              </FormSection>
              <AddressForm
                name="billingAddress"
                legend={labels.stepAddress}
                values={values.billingAddress}
                errors={addressErrors}
                salutations={salutations}
                countries={countries}
                labels={addressLabels}
              />
              <Checkbox
                label={labels.dataProtection}
                name="acceptedDataProtection"
                value="1"
                required
                error={error('acceptedDataProtection')}
              />
            </>
          );
        }}
      </FormFrame>
      <p>
        {labels.haveAccount} <Link href={loginHref}>{labels.login}</Link>
      </p>
    </FormPanel>
  );
}
