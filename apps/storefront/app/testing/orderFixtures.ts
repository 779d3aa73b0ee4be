import type { OrderDetailView, OrderListItemView, ReturnPageView } from '../views/orderViews';

/** An order as the account's order pages take it: paid by invoice, one cream and a promotion line. */
export const ORDER_ID = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';

export const LISTED_ORDER: OrderListItemView = {
  id: ORDER_ID,
  orderNumber: '10042',
  orderDate: '2026-11-20T09:30:00.000Z',
  orderState: { technicalName: 'open', name: 'Open' },
  paymentState: { technicalName: 'paid', name: 'Paid' },
  total: 54.9,
  currency: 'EUR',
};

export const ORDER_DETAIL: OrderDetailView = {
  ...LISTED_ORDER,
  lines: [
    {
      id: 'line-cream',
      label: 'Hydra Feuchtigkeitscreme',
      quantity: 2,
      unitPrice: 24.95,
      totalPrice: 49.9,
      returnable: true,
      returnableQuantity: 2,
    },
    {
      id: 'line-promo',
      label: 'Willkommensrabatt',
      quantity: 1,
      unitPrice: -5,
      totalPrice: -5,
      returnable: false,
      returnableQuantity: 0,
    },
  ],
  totals: { subtotal: 44.9, shipping: 4.95, total: 49.85 },
  billingAddress: ['Erika Mustermann', 'Hauptstraße 1', '10115 Berlin', 'Deutschland'],
  shippingAddress: ['Erika Mustermann', 'Packstation 123', '10117 Berlin', 'Deutschland'],
  shippingMethod: 'Standard',
  paymentMethod: { id: 'pm-invoice', name: 'Rechnung' },
  bankTransfer: undefined,
  returns: [],
  documents: [{ id: 'doc-1', number: 'RE-1001' }],
  downloads: [],
  canCancel: false,
  canChangePayment: false,
  canReturn: false,
};

export const RETURN_PAGE: ReturnPageView = {
  segment: ORDER_ID,
  order: {
    id: ORDER_ID,
    orderNumber: ORDER_DETAIL.orderNumber,
    currency: 'EUR',
    lines: ORDER_DETAIL.lines.filter((line) => line.returnable),
  },
  reasons: [
    { id: 'wrong-size', label: 'Falsche Größe' },
    { id: 'other', label: 'Sonstiges' },
  ],
};
