import { describe, expect, it } from 'vitest';
import { checkoutStepEvent } from './checkoutStepEvent';

describe('the events of checkout method choices', () => {
  const view = {
    currency: 'CHF',
    trackedItems: [{ id: 'l', productNumber: 'SW-1', name: 'Serum', unitPrice: 20, quantity: 1 }],
    shippingMethods: [{ id: 's1', name: 'Standard' }],
    shippingMethodId: 's1',
    paymentMethods: [{ id: 'p1', name: 'Invoice', redirects: false }],
    paymentMethodId: 'p1',
  };

  it('a saved shipping method is add_shipping_info with its name as the tier', () => {
    expect(checkoutStepEvent('shipping', view)).toMatchObject({
      event: 'add_shipping_info',
      ecommerce: { currency: 'CHF', value: 20, shipping_tier: 'Standard', items: [{ item_id: 'SW-1' }] },
    });
  });

  it('a saved payment method is add_payment_info with its name as the payment type', () => {
    expect(checkoutStepEvent('payment', view)).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { payment_type: 'Invoice' },
    });
  });

  it('no chosen method, no event', () => {
    expect(checkoutStepEvent('payment', { ...view, paymentMethodId: undefined })).toBeUndefined();
  });
});
