import type { CheckoutView, OrderConfirmation, SavedAddress } from '../checkout/checkoutView';

/** Erika's home, her default billing and shipping address. */
export const HOME: SavedAddress = {
  id: 'home',
  lines: ['Erika Muster', 'Kantstraße 9', '10623 Berlin'],
  values: {
    type: 'home',
    salutationId: 'mrs',
    firstName: 'Erika',
    lastName: 'Muster',
    street: 'Kantstraße 9',
    additionalAddressLine1: '',
    zipcode: '10623',
    city: 'Berlin',
    countryId: 'de',
    countryStateId: '',
    packstationNumber: '',
    postNumber: '',
  },
};

/** A second saved address of hers, her office. */
export const OFFICE: SavedAddress = {
  id: 'office',
  lines: ['Erika Muster', 'Friedrichstraße 1', '10117 Berlin'],
  values: { ...HOME.values, street: 'Friedrichstraße 1', zipcode: '10117' },
};

/** The checkout of a cart with one product, nobody signed in yet, in the German market. */
export function checkoutView(fields: Partial<CheckoutView> = {}): CheckoutView {
  return {
    currency: 'EUR',
    locale: 'de-DE',
    customer: { kind: 'anonymous' },
    savedAddresses: [],
    defaultCountryId: 'de',
    countries: [
      { id: 'de', iso: 'DE', name: 'Deutschland', states: [] },
      { id: 'fr', iso: 'FR', name: 'Frankreich', states: [] },
    ],
    salutations: [
      { id: 'mrs', name: 'Frau' },
      { id: 'mr', name: 'Herr' },
    ],
    shippingMethods: [
      { id: 'standard', name: 'Standard', price: 4.95 },
      { id: 'express', name: 'Express', price: 9.95 },
    ],
    shippingMethodId: 'standard',
    paymentMethods: [
      { id: 'invoice', name: 'Rechnung' },
      { id: 'card', name: 'Kreditkarte', redirects: true },
    ],
    paymentMethodId: 'invoice',
    items: [{ id: 'serum', label: 'Glow Serum', quantity: 2, totalPrice: 59.8, detail: '30 ml' }],
    codes: [],
    totals: { subtotal: 59.8, shipping: 4.95, total: 64.75 },
    cartMessages: [],
    cartKey: 'cart-key-7f3a',
    virtual: false,
    revocationRequired: false,
    trackedItems: [{ id: 'serum', name: 'Glow Serum', unitPrice: 29.9, quantity: 2 }],
    ...fields,
  };
}

/** The same checkout for Erika, signed in with her account, both addresses her home. */
export function registeredCheckoutView(fields: Partial<CheckoutView> = {}): CheckoutView {
  return checkoutView({
    customer: { kind: 'registered', email: 'erika@example.com', billingAddress: HOME, shippingAddress: HOME },
    savedAddresses: [HOME, OFFICE],
    ...fields,
  });
}

/** Erika's order 10042 paid by invoice, as its confirmation shows it. */
export function orderConfirmation(fields: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    view: 'success',
    cancelled: false,
    orderId: 'order-7f3a',
    orderNumber: '10042',
    email: 'erika@example.com',
    currency: 'EUR',
    locale: 'de-DE',
    items: [{ id: 'serum', label: 'Glow Serum', quantity: 2, totalPrice: 59.8 }],
    totals: { subtotal: 59.8, shipping: 4.95, total: 64.75 },
    billingAddress: HOME.lines,
    shippingAddress: OFFICE.lines,
    paymentMethod: 'Rechnung',
    paymentState: undefined,
    bankTransfer: undefined,
    shippingMethod: 'Standard',
    invoiceId: undefined,
    downloads: [],
    paymentMethods: [
      { id: 'invoice', name: 'Rechnung' },
      { id: 'prepayment', name: 'Vorkasse' },
    ],
    trackedItems: [{ id: 'serum', name: 'Glow Serum', unitPrice: 29.9, quantity: 2 }],
    tax: 10.34,
    coupon: undefined,
    ...fields,
  };
}
