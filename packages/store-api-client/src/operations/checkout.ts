import { orderSchema } from '../schemas/order.js';
import type { CallOptions, Transport } from '../transport.js';

export interface PlaceOrderInput {
  customerComment?: string;
  affiliateCode?: string;
  campaignCode?: string;
  [key: string]: unknown;
}

/** POST /store-api/checkout/order: turns the cart into an order. Never retried unless asked (spec 7.5). */
export async function placeOrder(transport: Transport, input?: PlaceOrderInput, options?: CallOptions) {
  return transport.json({ method: 'post', path: 'checkout/order', body: input ?? {} }, orderSchema, options);
}
