import { describe, expect, it } from 'vitest';
import { pageViewOf } from '../tracking/pageView';
import { walletCheckoutEvents } from './walletEvents';

const view = {
  wallet: 'paypal' as const,
  currency: 'CHF',
  paymentMethod: 'PayPal',
  cartKey: 'cart-1',
  trackedItems: [{ id: 'p1', name: 'Rose cream', productNumber: 'SW-1', unitPrice: 20, quantity: 2 }],
};

describe('issue 20: the wallet summary’s events', () => {
  it('begins the checkout once per cart in the tab, with the key the checkout itself uses', () => {
    const [begin] = walletCheckoutEvents(view);
    expect(begin?.event.event).toBe('begin_checkout');
    expect(begin?.event.ecommerce.currency).toBe('CHF');
    expect(begin?.once).toEqual({ scope: 'session', key: 'begin_checkout:SW-1x2' });
  });

  it('reports the wallet as payment_type once per wallet and cart', () => {
    const [, payment] = walletCheckoutEvents(view);
    expect(payment?.event).toMatchObject({
      event: 'add_payment_info',
      ecommerce: { currency: 'CHF', value: 40, payment_type: 'PayPal' },
    });
    expect(payment?.once).toEqual({ scope: 'session', key: 'add_payment_info:paypal:cart-1' });
  });

  it('reports nothing for a cart without products', () => {
    expect(walletCheckoutEvents({ ...view, trackedItems: [] })).toEqual([]);
  });
});

describe('issue 20: the wallet summary’s page view', () => {
  it('is a checkout page in the page meta record (spec 3), as the checkout it stands for', () => {
    expect(pageViewOf('frontend.amazon-pay.checkout', { state: 'summary' }).type).toBe('checkout');
  });
});
