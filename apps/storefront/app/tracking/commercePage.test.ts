import { describe, expect, it } from 'vitest';
import { commercePageOf } from './commercePage';

const serum = {
  id: 'line-1',
  productNumber: 'SW-1',
  name: 'Serum',
  unitPrice: 19.9,
  quantity: 2,
  variant: '50 ml',
};

const confirmation = {
  view: 'success',
  cancelled: false,
  orderId: 'o-1',
  orderNumber: '10042',
  currency: 'CHF',
  totals: { subtotal: 39.8, shipping: 4.95, total: 44.75 },
  tax: 7.15,
  trackedItems: [serum],
};

describe('the commerce event of cart and checkout page views', () => {
  it('the cart page reports view_cart with its products, each time it is viewed', () => {
    expect(commercePageOf('frontend.checkout.cart.page', { trackedItems: [serum] }, 'EUR')).toEqual({
      event: {
        event: 'view_cart',
        ecommerce: {
          currency: 'EUR',
          value: 39.8,
          items: [
            {
              item_id: 'SW-1',
              item_name: 'Serum',
              item_variant: '50 ml',
              index: 0,
              price: 19.9,
              quantity: 2,
              currency: 'EUR',
            },
          ],
        },
      },
      once: undefined,
    });
  });

  it('an empty cart or checkout reports nothing', () => {
    expect(commercePageOf('frontend.checkout.cart.page', { trackedItems: [] }, 'EUR')).toBeUndefined();
    expect(commercePageOf('frontend.checkout.page', { trackedItems: [] }, 'EUR')).toBeUndefined();
  });

  it('the checkout reports begin_checkout once per tab and cart content (a login or address change is the same checkout)', () => {
    const page = commercePageOf(
      'frontend.checkout.page',
      { currency: 'CHF', cartKey: 'a', trackedItems: [serum] },
      'EUR',
    );
    expect(page?.event).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { currency: 'CHF', value: 39.8 },
    });
    expect(page?.once).toEqual({ scope: 'session', key: 'begin_checkout:SW-1x2' });
    const sameCartOtherAddress = commercePageOf(
      'frontend.checkout.page',
      { currency: 'CHF', cartKey: 'b', trackedItems: [serum] },
      'EUR',
    );
    expect(sameCartOtherAddress?.once).toEqual(page?.once);
  });

  it('the order confirmation reports purchase keyed by the order number, once per order in this browser', () => {
    const page = commercePageOf('frontend.checkout.finish.page', confirmation, 'EUR');
    expect(page?.event).toMatchObject({
      event: 'purchase',
      ecommerce: {
        transaction_id: '10042',
        currency: 'CHF',
        value: 44.75,
        shipping: 4.95,
        tax: 7.15,
        items: [expect.objectContaining({ item_id: 'SW-1', quantity: 2 })],
      },
    });
    expect(page?.once).toEqual({ scope: 'browser', key: 'purchase:o-1' });
  });

  it("purchase names the order's promotion codes as its coupon, and has none without", () => {
    const withCode = commercePageOf(
      'frontend.checkout.finish.page',
      { ...confirmation, coupon: 'WELCOME10' },
      'EUR',
    );
    expect(withCode?.event).toMatchObject({ ecommerce: { coupon: 'WELCOME10' } });
    const without = commercePageOf('frontend.checkout.finish.page', confirmation, 'EUR');
    expect(without?.event.ecommerce).not.toHaveProperty('coupon');
  });

  it('an unpaid or cancelled order is no purchase (yet); the paid and in-progress views are', () => {
    const of = (change: object) =>
      commercePageOf('frontend.checkout.finish.page', { ...confirmation, ...change }, 'EUR');
    expect(of({ view: 'unpaid' })).toBeUndefined();
    expect(of({ cancelled: true })).toBeUndefined();
    expect(of({ view: 'paid' })?.event.event).toBe('purchase');
    expect(of({ view: 'inprogress' })?.event.event).toBe('purchase');
  });

  it('other pages and malformed loader data report nothing', () => {
    expect(commercePageOf('frontend.home.page', { trackedItems: [serum] }, 'EUR')).toBeUndefined();
    expect(commercePageOf('frontend.checkout.finish.page', { orderId: 'o' }, 'EUR')).toBeUndefined();
    expect(
      commercePageOf('frontend.checkout.cart.page', { trackedItems: [{ id: 1 }] }, 'EUR'),
    ).toBeUndefined();
    expect(commercePageOf('frontend.checkout.cart.page', null, 'EUR')).toBeUndefined();
  });
});
