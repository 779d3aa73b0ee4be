import { FormRow } from '../FormFrame/formLayout';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';

/** The address fields the Store API takes (`AddressInput`). */
export const ADDRESS_FIELDS = [
  'salutationId',
  'firstName',
  'lastName',
  'company',
  'street',
  'additionalAddressLine1',
  'zipcode',
  'city',
  'countryId',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField, string | null>>;

export interface AddressFieldsLabels {
  salutation: string;
  /** The salutation select's empty choice. */
  salutationNone: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  additionalAddressLine1: string;
  zipcode: string;
  city: string;
  country: string;
  phoneNumber: string;
  /** Shown after optional fields' labels. */
  optional: string;
}

export const defaultAddressFieldsLabels: AddressFieldsLabels = {
  salutation: 'Salutation',
  salutationNone: 'Not specified',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  street: 'Street and number',
  additionalAddressLine1: 'Address line 2',
  zipcode: 'Postcode',
  city: 'City',
  country: 'Country',
  phoneNumber: 'Phone',
  optional: 'optional',
};

export interface AddressFieldsProps {
  values?: AddressValues | undefined;
  errors?: Partial<Record<AddressField, string>> | undefined;
  salutations: readonly SelectOption[];
  countries: readonly SelectOption[];
  /** Field names carry this prefix (`billingAddress[street]`), so one form can hold several addresses. */
  namePrefix?: string;
  /** Whether the company field is shown (business accounts). */
  withCompany?: boolean;
  /** Whether the name fields are shown; the registration takes them once, for the customer. */
  withNames?: boolean;
  labels?: AddressFieldsLabels;
}

/** The fields of one postal address, for the address book and the registration's address step. */
export function AddressFields({
  values = {},
  errors = {},
  salutations,
  countries,
  namePrefix,
  withCompany = false,
  withNames = true,
  labels = defaultAddressFieldsLabels,
}: AddressFieldsProps) {
  const name = (field: AddressField) => (namePrefix ? `${namePrefix}[${field}]` : field);
  const value = (field: AddressField) => values[field] ?? undefined;
  const optional = (label: string) => `${label} (${labels.optional})`;
  return (
    <>
      {withNames ? (
        <Select
          label={optional(labels.salutation)}
          name={name('salutationId')}
          options={salutations}
          emptyOption={labels.salutationNone}
          defaultValue={value('salutationId')}
          error={errors.salutationId}
        />
      ) : null}
      {withNames ? (
        <FormRow>
          <TextField
            label={labels.firstName}
            name={name('firstName')}
            autoComplete="given-name"
            required
            defaultValue={value('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={labels.lastName}
            name={name('lastName')}
            autoComplete="family-name"
            required
            defaultValue={value('lastName')}
            error={errors.lastName}
          />
        </FormRow>
      ) : null}
      {withCompany ? (
        <TextField
          label={labels.company}
          name={name('company')}
          autoComplete="organization"
          required
          defaultValue={value('company')}
          error={errors.company}
        />
      ) : null}
      <TextField
        label={labels.street}
        name={name('street')}
        autoComplete="address-line1"
        required
        defaultValue={value('street')}
        error={errors.street}
      />
      <TextField
        label={optional(labels.additionalAddressLine1)}
        name={name('additionalAddressLine1')}
        autoComplete="address-line2"
        defaultValue={value('additionalAddressLine1')}
        error={errors.additionalAddressLine1}
      />
      <FormRow>
        <TextField
          label={labels.zipcode}
          name={name('zipcode')}
          autoComplete="postal-code"
          required
          defaultValue={value('zipcode')}
          error={errors.zipcode}
        />
        <TextField
          label={labels.city}
          name={name('city')}
          autoComplete="address-level2"
          required
          defaultValue={value('city')}
          error={errors.city}
        />
      </FormRow>
      <Select
        label={labels.country}
        name={name('countryId')}
        options={countries}
        required
        defaultValue={value('countryId') ?? countries[0]?.value}
        error={errors.countryId}
      />
      <TextField
        label={optional(labels.phoneNumber)}
        name={name('phoneNumber')}
        type="tel"
        autoComplete="tel"
        defaultValue={value('phoneNumber')}
        error={errors.phoneNumber}
      />
    </>
  );
}
