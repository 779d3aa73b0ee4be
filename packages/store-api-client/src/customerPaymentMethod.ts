import type { Customer } from './schemas/customer.js';

/**
 * The payment method a customer's account preselects: Shopware 6.7 names it `lastPaymentMethodId` (set by
 * `/account/change-payment-method/{id}` and by each order), 6.6 and earlier `defaultPaymentMethodId`. Undefined
 * when the customer has none yet.
 */
export function customerPaymentMethodId(
  customer: Pick<Customer, 'lastPaymentMethodId' | 'defaultPaymentMethodId'>,
): string | undefined {
  return customer.lastPaymentMethodId ?? customer.defaultPaymentMethodId ?? undefined;
}
