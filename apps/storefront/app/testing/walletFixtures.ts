import type { WalletSummaryView } from '../wallet/walletView';

/** Erika's PayPal express checkout of two Glow Serums, shipped to her home in Zurich, paid in francs. */
export function walletSummaryView(fields: Partial<WalletSummaryView> = {}): WalletSummaryView {
  return {
    state: 'summary',
    wallet: 'paypal',
    email: 'erika@example.com',
    shippingAddress: ['Erika Muster', 'Bahnhofstrasse 1', '8001 Zürich'],
    billingAddress: ['Erika Muster', 'Bahnhofstrasse 1', '8001 Zürich'],
    paymentMethod: 'PayPal',
    shippingMethod: 'Standard',
    currency: 'CHF',
    locale: 'fr-CH',
    items: [{ id: 'serum', label: 'Glow Serum', quantity: 2, totalPrice: 59.8, detail: '30 ml' }],
    totals: { subtotal: 59.8, shipping: 0, total: 59.8 },
    cartMessages: [],
    cartKey: 'cart-key-wallet',
    revocationRequired: false,
    trackedItems: [{ id: 'serum', name: 'Glow Serum', unitPrice: 29.9, quantity: 2 }],
    ...fields,
  };
}
