export { AddressCard, type AddressCardProps } from './AddressCard';
export {
  ADDRESS_FIELDS,
  type AddressField,
  AddressFields,
  type AddressFieldsLabels,
  type AddressFieldsProps,
  type AddressValues,
  defaultAddressFieldsLabels,
} from './AddressFields';
export { AddressForm, type AddressFormProps } from './AddressForm';
