export {
  type DeliveryOption,
  DeliveryOptions,
  type DeliveryOptionsLabels,
  type DeliveryOptionsProps,
  defaultDeliveryOptionsLabels,
} from './DeliveryOptions';
export { type DeliveryTime, type DeliveryWindow, deliveryWindowOf } from './deliveryWindow';
