import type { Order, SalesChannelContext } from '@beautyshop/store-api-client';
import { orderCartKeyOf } from './cartKey';

/**
 * How long after an order a submit of its cart still counts as the same placement. Two submits of one double click
 * or two tabs are seconds apart; a shopper who orders the same cart again the next day has an order with the same
 * key, which this keeps from being mistaken for the one being placed now.
 */
export const SAME_PLACEMENT_MS = 5 * 60 * 1000;

/** Whether `order` is the one just placed from the cart with `cartKey` (in the context that ordered it). */
export function isOrderOfCart(
  order: Order,
  context: Pick<SalesChannelContext, 'shippingMethod' | 'paymentMethod' | 'customer'>,
  cartKey: string,
  now: number,
): boolean {
  const placedAt = Date.parse(order.orderDateTime);
  if (!Number.isFinite(placedAt) || now - placedAt > SAME_PLACEMENT_MS) return false;
  return orderCartKeyOf(order, context) === cartKey;
}
