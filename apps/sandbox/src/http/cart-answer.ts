import type { Doc } from '../catalogue/entities/store.js';
import { JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

/**
 * A cart as the routes answer it, with each line item written to JSON once. Shopware's cart repeats every
 * physical line item whole in its delivery position (`deliveries[].positions[].lineItem`), so the line items,
 * half of a cart's bytes (about 4 KB each with cover and payload), were encoded twice per answer.
 */
export function cartAnswer(cart: Doc): Doc {
  const encoded = new Map<unknown, JsonFragment>();
  const once = (lineItem: unknown): unknown => {
    if (lineItem === null || typeof lineItem !== 'object') return lineItem;
    let fragment = encoded.get(lineItem);
    if (!fragment) {
      fragment = new JsonFragment(JSON.stringify(lineItem, withoutSchemaNulls));
      encoded.set(lineItem, fragment);
    }
    return fragment;
  };
  const deliveries = Array.isArray(cart.deliveries)
    ? (cart.deliveries as Doc[]).map((delivery) =>
        Array.isArray(delivery.positions)
          ? {
              ...delivery,
              positions: (delivery.positions as Doc[]).map((position) => ({
                ...position,
                lineItem: once(position.lineItem),
              })),
            }
          : delivery,
      )
    : cart.deliveries;
  return {
    ...cart,
    lineItems: Array.isArray(cart.lineItems) ? (cart.lineItems as unknown[]).map(once) : cart.lineItems,
    deliveries,
  };
}
