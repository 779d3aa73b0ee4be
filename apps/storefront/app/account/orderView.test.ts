import { type Order, orderSchema } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { orderDetailOf, orderListItemOf } from './orderView';

const state = (technicalName: string, name: string) => ({ technicalName, name, translated: { name } });
const address = (id: string, firstName: string, street: string) => ({
  id,
  countryId: 'country-ch',
  firstName,
  lastName: 'Muster',
  street,
  zipcode: '8001',
  city: 'Zürich',
});

/** A placed order as the Store API answers it, with the associations the details page asks for. */
function placedOrder(overrides: Partial<Order> = {}): Order {
  return orderSchema.parse({
    id: 'order-1',
    orderNumber: '10042',
    orderDateTime: '2026-11-20T09:30:00.000+00:00',
    currency: { isoCode: 'CHF' },
    billingAddressId: 'billing-1',
    stateMachineState: state('open', 'Offen'),
    price: {
      netPrice: 50,
      totalPrice: 58.9,
      positionPrice: 53.9,
      rawTotal: 58.9,
      taxStatus: 'gross',
      calculatedTaxes: [],
      taxRules: [],
    },
    shippingTotal: 5,
    addresses: [address('billing-1', 'Lea', 'Bahnhofstrasse 1')],
    deliveries: [
      {
        id: 'delivery-1',
        shippingMethod: { id: 'ship-1', name: 'Standard', technicalName: 'standard', deliveryTimeId: 'dt' },
        shippingOrderAddress: address('shipping-1', 'Max', 'Seestrasse 9'),
      },
    ],
    transactions: [
      {
        id: 'transaction-1',
        paymentMethodId: 'invoice',
        paymentMethod: {
          id: 'invoice',
          name: 'Invoice',
          technicalName: 'invoice',
          translated: { name: 'Rechnung' },
        },
        stateMachineState: state('cancelled', 'Abgebrochen'),
      },
      {
        id: 'transaction-2',
        paymentMethodId: 'prepayment',
        paymentMethod: { id: 'prepayment', name: 'Vorkasse', technicalName: 'prepayment' },
        stateMachineState: state('failed', 'Fehlgeschlagen'),
      },
    ],
    documents: [{ id: 'document-1', deepLinkCode: 'secret-code', documentNumber: '1000' }],
    lineItems: [
      {
        id: 'line-1',
        label: 'Rosenöl Serum',
        quantity: 2,
        unitPrice: 24.95,
        totalPrice: 49.9,
        type: 'product',
        cover: { id: 'media-1', url: 'https://cdn.example/rosenoel.webp', alt: 'Rosenöl Serum, 30 ml' },
        downloads: [],
      },
      {
        id: 'line-2',
        label: 'Hautpflege-Guide',
        quantity: 1,
        unitPrice: 9,
        totalPrice: 9,
        type: 'product',
        downloads: [
          { id: 'download-1', mediaId: 'm-1', accessGranted: true },
          { id: 'download-2', mediaId: 'm-2', accessGranted: false },
        ],
      },
      { id: 'line-3', label: 'WELCOME15', quantity: 1, totalPrice: -5, type: 'promotion' },
    ],
    ...overrides,
  });
}

describe('an order in the order list', () => {
  it('shows number, date, the order and latest payment state, and the total in the order’s currency', () => {
    expect(orderListItemOf(placedOrder(), 'EUR')).toEqual({
      id: 'order-1',
      orderNumber: '10042',
      orderDate: '2026-11-20T09:30:00.000+00:00',
      orderState: { technicalName: 'open', name: 'Offen' },
      paymentState: { technicalName: 'failed', name: 'Fehlgeschlagen' },
      total: 58.9,
      currency: 'CHF',
    });
  });

  it('falls back to the session’s currency and the id when the answer names neither', () => {
    const view = orderListItemOf(placedOrder({ currency: undefined, orderNumber: undefined }), 'EUR');
    expect(view.currency).toBe('EUR');
    expect(view.orderNumber).toBe('order-1');
  });

  it('has no payment state for an order without a transaction', () => {
    expect(orderListItemOf(placedOrder({ transactions: [] }), 'EUR').paymentState).toBeUndefined();
  });
});

describe('an order’s details', () => {
  const view = orderDetailOf(placedOrder(), 'EUR');

  it('lists every line with its image, quantity, unit and line price; only physical goods are returnable', () => {
    expect(view.lines).toEqual([
      {
        id: 'line-1',
        label: 'Rosenöl Serum',
        quantity: 2,
        unitPrice: 24.95,
        totalPrice: 49.9,
        returnable: true,
        returnableQuantity: 2,
        image: { url: 'https://cdn.example/rosenoel.webp', alt: 'Rosenöl Serum, 30 ml' },
      },
      // A guide to download is digital content: never sent, so nothing to send back.
      {
        id: 'line-2',
        label: 'Hautpflege-Guide',
        quantity: 1,
        unitPrice: 9,
        totalPrice: 9,
        returnable: false,
        returnableQuantity: 0,
      },
      {
        id: 'line-3',
        label: 'WELCOME15',
        quantity: 1,
        unitPrice: -5,
        totalPrice: -5,
        returnable: false,
        returnableQuantity: 0,
      },
    ]);
    expect(view.totals).toEqual({ subtotal: 53.9, shipping: 5, total: 58.9, rounding: undefined });
  });

  it('shows the billing address, the delivery’s address and method, and the latest payment’s method', () => {
    expect(view.billingAddress).toEqual(['Lea Muster', 'Bahnhofstrasse 1', '8001 Zürich']);
    expect(view.shippingAddress).toEqual(['Max Muster', 'Seestrasse 9', '8001 Zürich']);
    expect(view.shippingMethod).toBe('Standard');
    expect(view.paymentMethod).toEqual({ id: 'prepayment', name: 'Vorkasse' });
  });

  it('offers the documents by id only (the deep link code stays on the server) and granted downloads only', () => {
    expect(view.documents).toEqual([{ id: 'document-1', number: '1000' }]);
    expect(JSON.stringify(view)).not.toContain('secret-code');
    expect(view.downloads).toEqual([{ id: 'download-1', label: 'Hautpflege-Guide' }]);
  });

  it('offers cancel, payment change and return as the states allow', () => {
    const goodsOnly = orderDetailOf(placedOrder({ lineItems: placedOrder().lineItems?.slice(0, 1) }), 'EUR');
    expect(goodsOnly).toMatchObject({ canCancel: true, canChangePayment: true, canReturn: true });
    // A file the customer can already download is delivered: the open order is no longer offered for cancelling.
    expect(view).toMatchObject({ canCancel: false, canChangePayment: true, canReturn: true });
    const paid = orderDetailOf(
      placedOrder({
        stateMachineState: state('completed', 'Abgeschlossen'),
        transactions: [{ id: 't', paymentMethodId: 'invoice', stateMachineState: state('paid', 'Bezahlt') }],
      }),
      'EUR',
    );
    expect(paid).toMatchObject({ canCancel: false, canChangePayment: false, canReturn: true });
    const cancelled = orderDetailOf(
      placedOrder({ stateMachineState: state('cancelled', 'Abgebrochen') }),
      'EUR',
    );
    expect(cancelled).toMatchObject({ canCancel: false, canChangePayment: false, canReturn: false });
  });

  it('lists the return requests with their lines, and offers back only what they left', () => {
    const request = (number: string, technicalName: string, quantity: number) => ({
      id: `return-${number}`,
      orderId: 'order-1',
      returnNumber: number,
      createdAt: '2026-11-25T10:00:00.000+00:00',
      state: state(technicalName, technicalName === 'open' ? 'Offen' : 'Storniert'),
      lineItems: [{ id: `r-${number}`, orderLineItemId: 'line-1', quantity }],
    });
    const returned = orderDetailOf(
      placedOrder({
        extensions: { returns: [request('10001', 'cancelled', 2), request('10000', 'open', 1)] },
      }),
      'EUR',
    );
    expect(returned.lines[0]?.returnableQuantity).toBe(1);
    expect(returned.returns.map((entry) => [entry.number, entry.state?.name, entry.lines])).toEqual([
      ['10000', 'Offen', [{ label: 'Rosenöl Serum', quantity: 1 }]],
      ['10001', 'Storniert', [{ label: 'Rosenöl Serum', quantity: 2 }]],
    ]);
    const allBack = orderDetailOf(
      placedOrder({ extensions: { returns: [request('10000', 'open', 2)] } }),
      'EUR',
    );
    expect(allBack).toMatchObject({ canReturn: false });
    expect(view.returns).toEqual([]);
  });
});
