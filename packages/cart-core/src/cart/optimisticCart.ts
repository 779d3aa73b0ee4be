import type { LineItem } from '@beautyshop/store-api-client';
import type { CartState } from './cartMachine.js';

/** A line as the shopper sees it: the server's line with the quantity the pending changes ask for. */
export interface DisplayedLineItem extends LineItem {
  /** Whether a change of this line is not yet confirmed by the server. */
  optimistic: boolean;
}

/**
 * Optimistic quantities: pending updates and removals are shown at once; when a change fails it leaves `pending`
 * and the confirmed quantity is shown again (the rollback).
 */
export function displayedLineItems(state: CartState): DisplayedLineItem[] {
  const quantities = new Map<string, number>();
  for (const { change } of state.pending) {
    if (change.type === 'update') quantities.set(change.lineId, change.quantity);
    if (change.type === 'remove') quantities.set(change.lineId, 0);
  }
  return (state.cart?.lineItems ?? []).flatMap((item): DisplayedLineItem[] => {
    const quantity = quantities.get(item.id);
    if (quantity === undefined) return [{ ...item, optimistic: false }];
    if (quantity === 0) return [];
    return [{ ...item, quantity, optimistic: true }];
  });
}

/** The number of products in the cart as shown (header badge): confirmed lines, pending quantities and adds. */
export function displayedProductCount(state: CartState): number {
  const lines = displayedLineItems(state)
    .filter((item) => item.type === 'product')
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const adding = state.pending.reduce(
    (sum, { change }) =>
      change.type === 'add'
        ? sum + change.lines.reduce((count, line) => count + (Number(line.quantity ?? 1) || 1), 0)
        : change.type === 'addProductNumber'
          ? sum + change.quantity
          : sum,
    0,
  );
  return lines + adding;
}
