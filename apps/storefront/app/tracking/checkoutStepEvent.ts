import { addPaymentInfo, addShippingInfo, type TrackingEvent } from '@beautyshop/tracking';
import type { CheckoutView } from '../checkout/checkoutView';

export type MethodsView = Pick<
  CheckoutView,
  'currency' | 'trackedItems' | 'shippingMethods' | 'shippingMethodId' | 'paymentMethods' | 'paymentMethodId'
>;

/**
 * add_shipping_info or add_payment_info once the checkout saved the shopper's choice, with the method's name as
 * GA4's `shipping_tier` or `payment_type`; nothing while no method is chosen.
 */
export function checkoutStepEvent(
  kind: 'shipping' | 'payment',
  view: MethodsView,
): TrackingEvent | undefined {
  if (kind === 'shipping') {
    const method = view.shippingMethods.find((option) => option.id === view.shippingMethodId);
    return method ? addShippingInfo(view.currency, view.trackedItems, method.name) : undefined;
  }
  const method = view.paymentMethods.find((option) => option.id === view.paymentMethodId);
  return method ? addPaymentInfo(view.currency, view.trackedItems, method.name) : undefined;
}
