export {
  type PaymentMethodChoice,
  PaymentMethodForm,
  type PaymentMethodFormProps,
} from './PaymentMethodForm';
