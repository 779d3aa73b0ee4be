export {
  defaultPaymentMethodsLabels,
  type PaymentMethodOption,
  PaymentMethods,
  type PaymentMethodsLabels,
  type PaymentMethodsProps,
} from './PaymentMethods';
