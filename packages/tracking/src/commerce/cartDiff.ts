import type { TrackedProduct } from './ecommerceEvents';
import { addToCart, removeFromCart, type ValueEvent } from './ecommerceEvents';

function quantitiesOf(
  lines: readonly TrackedProduct[],
): Map<string, { product: TrackedProduct; quantity: number }> {
  const byId = new Map<string, { product: TrackedProduct; quantity: number }>();
  for (const product of lines) {
    const seen = byId.get(product.id);
    const quantity = (seen?.quantity ?? 0) + (product.quantity ?? 1);
    byId.set(product.id, { product: seen?.product ?? product, quantity });
  }
  return byId;
}

/**
 * The `add_to_cart` and `remove_from_cart` a cart change made, found by comparing the cart before and after the
 * server's answer (lines keyed by `id`): a line that grew is added by its difference, one that shrank or went is
 * removed by its difference. Comparing answers, not requests, reports what the cart really did: an add refused for
 * stock reports nothing, an add capped at the stock reports what was added. At most one event of each name.
 */
export function cartChangeEvents(
  currency: string,
  before: readonly TrackedProduct[],
  after: readonly TrackedProduct[],
): ValueEvent[] {
  const old = quantitiesOf(before);
  const now = quantitiesOf(after);
  const added: TrackedProduct[] = [];
  const removed: TrackedProduct[] = [];
  for (const [id, { product, quantity }] of now) {
    const delta = quantity - (old.get(id)?.quantity ?? 0);
    if (delta > 0) added.push({ ...product, quantity: delta });
  }
  for (const [id, { product, quantity }] of old) {
    const delta = quantity - (now.get(id)?.quantity ?? 0);
    if (delta > 0) removed.push({ ...(now.get(id)?.product ?? product), quantity: delta });
  }
  return [
    ...(added.length > 0 ? [addToCart(currency, added)] : []),
    ...(removed.length > 0 ? [removeFromCart(currency, removed)] : []),
  ];
}
