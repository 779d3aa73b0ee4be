import type { Criteria } from '@beautyshop/store-api-client';

/**
 * What a page that shows one order reads with it (the order confirmation and the account's order page): lines
 * with cover and downloads, deliveries with method and address, transactions with method and state, the addresses
 * with their country (a letter's last line), the documents.
 */
export const ORDER_DETAIL_ASSOCIATIONS: Criteria['associations'] = {
  lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } },
  deliveries: {
    associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {} } } },
  },
  transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
  addresses: { associations: { country: {} } },
  documents: {},
};
