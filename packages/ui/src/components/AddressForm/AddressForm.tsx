import { type FormAs, FormFrame, type FormNotice, type FormState } from '../FormFrame/FormFrame';
import type { ValidationLabels } from '../FormFrame/useInlineValidation';
import type { SelectOption } from '../Select/Select';
import {
  type AddressField,
  AddressFields,
  type AddressFieldsLabels,
  type AddressValues,
  defaultAddressFieldsLabels,
} from './AddressFields';

export interface AddressFormProps {
  action?: string | undefined;
  /** The address being edited; a new one when left out. */
  addressId?: string | undefined;
  values?: AddressValues | undefined;
  errors?: Partial<Record<AddressField, string>> | undefined;
  notice?: FormNotice | undefined;
  state?: FormState;
  salutations: readonly SelectOption[];
  countries: readonly SelectOption[];
  /** Id of the heading (page or modal title) that names the form. */
  labelledBy?: string;
  submitLabel: string;
  /** A cancel link or button beside the submit button. */
  cancel?: React.ReactNode;
  labels?: AddressFieldsLabels;
  validationLabels?: ValidationLabels;
  formAs?: FormAs;
}

/** Create or edit one address of the address book (`intent` create or update). */
export function AddressForm({
  action,
  addressId,
  values,
  errors,
  notice,
  state,
  salutations,
  countries,
  labelledBy,
  submitLabel,
  cancel,
  labels = defaultAddressFieldsLabels,
  validationLabels,
  formAs,
}: AddressFormProps) {
  return (
    <FormFrame
      action={action}
      intent={addressId ? 'update' : 'create'}
      labelledBy={labelledBy}
      submitLabel={submitLabel}
      state={state}
      notice={notice}
      validationLabels={validationLabels}
      formAs={formAs}
      secondary={cancel}
    >
      {(inline) => (
        <>
          {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
          <AddressFields
            values={values}
            errors={{ ...inline, ...errors }}
            salutations={salutations}
            countries={countries}
            withCompany={Boolean(values?.company)}
            labels={labels}
          />
        </>
      )}
    </FormFrame>
  );
}
