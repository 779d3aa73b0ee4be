import type { StockAlteration } from '../catalogue/stock-storage.js';
import type { LineItemRecord } from './order-store.js';

/**
 * Line item types whose goods leave the warehouse. Shopware's OrderStockSubscriber counts `product` lines;
 * the sandbox's free sample of a promotion is a product too, only under its own type.
 */
const STOCKED_TYPES = new Set(['product', 'freeProduct']);

/**
 * The stock an order's lines take (`direction` 'take': placing it, reopening it after a cancellation) or give
 * back ('return': cancelling it), as OrderStockSubscriber::beforeWriteOrderItems and ::stateChanged compute it.
 * Lines of one product are summed, so each product is written once.
 */
export function stockAlterationsOf(
  lineItems: readonly Pick<LineItemRecord, 'type' | 'productId' | 'quantity'>[],
  direction: 'take' | 'return',
): StockAlteration[] {
  const sign = direction === 'take' ? -1 : 1;
  const deltas = new Map<string, number>();
  for (const item of lineItems) {
    if (item.productId === null || !STOCKED_TYPES.has(item.type)) continue;
    deltas.set(item.productId, (deltas.get(item.productId) ?? 0) + sign * item.quantity);
  }
  return [...deltas].map(([productId, delta]) => ({ productId, delta }));
}

/** Which way an order's state change moves its stock, if at all (OrderStockSubscriber::stateChanged). */
export function stockDirectionOf(from: string, to: string): 'take' | 'return' | undefined {
  if (from === 'cancelled') return 'take';
  if (to === 'cancelled') return 'return';
  return undefined;
}
