import { type FocusEvent, useState } from 'react';
import busyStyles from '../../internal/busy.module.css';
import { cx } from '../../internal/cx';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import styles from './AddressForm.module.css';
import {
  type AddressCountry,
  type AddressField,
  type AddressValues,
  type AddressViolationCode,
  EMPTY_ADDRESS,
  PACKSTATION_COUNTRIES,
  requiredFields,
  validateAddress,
  violationMessage,
  zipCodePatternOf,
} from './addressRules';

/** A country the form offers, with its states (empty when it has none). */
export interface AddressFormCountry {
  id: string;
  iso: string;
  name: string;
  states: readonly { id: string; name: string }[];
}

export interface AddressFormLabels {
  salutationId: string;
  salutationNone: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1: string;
  zipcode: string;
  city: string;
  countryId: string;
  countryStateId: string;
  /** The state field's name for a country (by ISO code) that calls its states otherwise: `{ CH: 'Canton' }`. */
  countryStateIdByCountry?: Readonly<Record<string, string>>;
  stateNone: string;
  type: string;
  typeHome: string;
  typePackstation: string;
  packstationNumber: string;
  postNumber: string;
  postNumberHint: string;
  /** Details of each violation; shown after the field name (spec 8). */
  violations: Readonly<Record<AddressViolationCode, string>>;
}

export const defaultAddressFormLabels: AddressFormLabels = {
  salutationId: 'Salutation',
  salutationNone: 'Not specified',
  firstName: 'First name',
  lastName: 'Last name',
  street: 'Street and number',
  additionalAddressLine1: 'Address line 2',
  zipcode: 'Zip code',
  city: 'City',
  countryId: 'Country',
  countryStateId: 'State',
  stateNone: 'Please choose',
  type: 'Deliver to',
  typeHome: 'Street address',
  typePackstation: 'Packstation',
  packstationNumber: 'Packstation number',
  postNumber: 'DHL post number',
  postNumberHint: 'Your DHL customer number, 6 to 10 digits.',
  violations: {
    blank: 'This value should not be blank.',
    zipcode: 'This zip code is not valid for the country.',
    state: 'This state does not belong to the country.',
    packstationNumber: 'A packstation number has three digits.',
    postNumber: 'A post number has 6 to 10 digits.',
    packstationCountry: 'Packstations exist in Germany only.',
  },
};

export interface AddressFormProps {
  /** Prefix of the field names: `billingAddress` gives `billingAddress.firstName` and so on. */
  name: string;
  /** Heading of the fieldset. */
  legend: string;
  countries: readonly AddressFormCountry[];
  salutations: readonly { id: string; name: string }[];
  /** Initial values (a saved address, or what the shopper sent before a refusal). */
  values?: Partial<AddressValues> | undefined;
  /**
   * Messages per field from the server (Store API violations, already 'field: detail'); they win over the form's
   * own inline checks until the field is edited.
   */
  errors?: Partial<Record<AddressField, string>> | undefined;
  /** Offer the packstation as a shipping address type (shipping addresses in packstation countries). */
  allowPackstation?: boolean;
  /** `loading` while the address is saved, `disabled` when it cannot be changed now. */
  state?: 'idle' | 'loading' | 'disabled';
  labels?: AddressFormLabels;
  /**
   * Whether the browser checks required fields and the zip code before sending (default). Off for an address the
   * page may hide without JavaScript (a different shipping address), whose hidden required fields would block the
   * form; the inline check and the server still apply.
   */
  nativeValidation?: boolean;
  className?: string;
}

const isAddressField = (field: string): field is AddressField => field !== 'type' && field in EMPTY_ADDRESS;

const countryOf = (countries: readonly AddressFormCountry[], id: string): AddressCountry | undefined => {
  const country = countries.find((candidate) => candidate.id === id);
  return country && { id: country.id, iso: country.iso, stateIds: country.states.map((state) => state.id) };
};

/**
 * The fields of one address inside the page's form (the form element and its action belong to the route). It
 * works without JavaScript: the browser checks required fields and the zip code pattern, both address types
 * are in the HTML and CSS shows the chosen one. With JavaScript, the states follow the country and each field is
 * checked when it loses focus, with the messages the server would give.
 */
export function AddressForm({
  name,
  legend,
  countries,
  salutations,
  values,
  errors,
  allowPackstation = false,
  state = 'idle',
  labels = defaultAddressFormLabels,
  nativeValidation = true,
  className,
}: AddressFormProps) {
  const initial: AddressValues = { ...EMPTY_ADDRESS, countryId: countries[0]?.id ?? '', ...values };
  const [countryId, setCountryId] = useState(initial.countryId);
  const [type, setType] = useState(initial.type);
  const [inline, setInline] = useState<Partial<Record<AddressField, string>>>({});
  const [edited, setEdited] = useState<ReadonlySet<AddressField>>(new Set());
  const country = countries.find((candidate) => candidate.id === countryId);
  const zipPattern = zipCodePatternOf(country?.iso);
  const packstationOffered =
    allowPackstation && countries.some((candidate) => PACKSTATION_COUNTRIES.includes(candidate.iso));
  // Without JavaScript the type switch only changes what CSS shows, so fields that only one type needs cannot be
  // `required` for the browser; the inline check and the server ask for them.
  const required = new Set(
    !nativeValidation
      ? []
      : packstationOffered
        ? requiredFields('home').filter((field) => requiredFields('packstation').includes(field))
        : requiredFields(type),
  );
  const fieldName = (field: AddressField | 'type') => `${name}.${field}`;

  const errorOf = (field: AddressField) => inline[field] ?? (edited.has(field) ? undefined : errors?.[field]);

  // Inline validation: the whole fieldset is read on blur, and the blurred field's own violation is shown.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    const field = target.name.slice(name.length + 1);
    if (!isAddressField(field)) return;
    const data = new FormData();
    for (const element of event.currentTarget.elements) {
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        if (element.type === 'radio' && !element.checked) continue;
        data.set(element.name.slice(name.length + 1), element.value);
      }
    }
    const current: AddressValues = { ...EMPTY_ADDRESS, type };
    for (const [key, value] of data) {
      if (isAddressField(key) && typeof value === 'string') current[key] = value;
    }
    const violation = validateAddress(current, countryOf(countries, current.countryId)).find(
      (candidate) => candidate.field === field,
    );
    setEdited((before) => new Set(before).add(field));
    setInline((before) => ({
      ...before,
      [field]: violation ? violationMessage(labels[field], labels.violations[violation.code]) : undefined,
    }));
  };

  const text = (field: AddressField, extra: { autoComplete?: string; hint?: string } = {}) => (
    <TextField
      key={field}
      label={labels[field]}
      name={fieldName(field)}
      defaultValue={initial[field]}
      required={required.has(field)}
      error={errorOf(field)}
      autoComplete={extra.autoComplete}
      hint={extra.hint}
      className={styles[field]}
    />
  );

  return (
    <fieldset
      className={cx(styles.address, busyStyles.busy, className)}
      disabled={state !== 'idle'}
      aria-busy={state === 'loading' || undefined}
      onBlur={onBlur}
      data-type={type}
    >
      <legend className={styles.legend}>{legend}</legend>
      {packstationOffered ? (
        <RadioGroup
          legend={labels.type}
          name={fieldName('type')}
          defaultValue={initial.type}
          onChange={(value) => setType(value === 'packstation' ? 'packstation' : 'home')}
          options={[
            { value: 'home', label: labels.typeHome },
            { value: 'packstation', label: labels.typePackstation },
          ]}
          className={styles.type}
        />
      ) : (
        <input type="hidden" name={fieldName('type')} value="home" />
      )}
      <div className={styles.grid}>
        <Select
          label={labels.salutationId}
          name={fieldName('salutationId')}
          defaultValue={initial.salutationId}
          emptyOption={labels.salutationNone}
          options={salutations.map((salutation) => ({ value: salutation.id, label: salutation.name }))}
          className={styles.salutationId}
        />
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        <div className={styles.home}>
          {text('street', { autoComplete: 'address-line1' })}
          {text('additionalAddressLine1', { autoComplete: 'address-line2' })}
        </div>
        {packstationOffered ? (
          <div className={styles.packstation}>
            <TextField
              label={labels.packstationNumber}
              name={fieldName('packstationNumber')}
              defaultValue={initial.packstationNumber}
              inputMode="numeric"
              error={errorOf('packstationNumber')}
            />
            <TextField
              label={labels.postNumber}
              name={fieldName('postNumber')}
              defaultValue={initial.postNumber}
              inputMode="numeric"
              hint={labels.postNumberHint}
              error={errorOf('postNumber')}
            />
          </div>
        ) : null}
        <TextField
          label={labels.zipcode}
          name={fieldName('zipcode')}
          defaultValue={initial.zipcode}
          required={nativeValidation}
          autoComplete="postal-code"
          // The browser checks the country's zip code before sending, also without JavaScript.
          pattern={nativeValidation ? zipPattern?.source.slice(1, -1) : undefined}
          inputMode={zipPattern ? 'numeric' : undefined}
          error={errorOf('zipcode')}
          className={styles.zipcode}
        />
        {text('city', { autoComplete: 'address-level2' })}
        <Select
          label={labels.countryId}
          name={fieldName('countryId')}
          value={countryId}
          onChange={(event) => setCountryId(event.target.value)}
          required={nativeValidation}
          autoComplete="country"
          options={countries.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          error={errorOf('countryId')}
          className={styles.countryId}
        />
        {country && country.states.length > 0 ? (
          <Select
            key={country.id}
            label={labels.countryStateIdByCountry?.[country.iso] ?? labels.countryStateId}
            name={fieldName('countryStateId')}
            defaultValue={country.id === initial.countryId ? initial.countryStateId : ''}
            emptyOption={labels.stateNone}
            options={country.states.map((option) => ({ value: option.id, label: option.name }))}
            error={errorOf('countryStateId')}
            className={styles.countryStateId}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
