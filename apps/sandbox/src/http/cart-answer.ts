import { type LineItemSource, lineItemSourceOf } from '../cart/line-item-source.js';
import type { Doc } from '../catalogue/entities/store.js';
import { JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

/** Encodings kept per rendered product: one per quantity, price and currency a shopper had it in. */
const MAX_ENCODINGS_PER_PRODUCT = 8;
/** Dropped with the rendered product they were made from, when the cart service's cache lets go of it. */
const encodings = new WeakMap<Doc, Map<string, JsonFragment>>();

function encodeOnce(lineItem: object, source: LineItemSource | undefined): JsonFragment {
  if (!source) return new JsonFragment(JSON.stringify(lineItem, withoutSchemaNulls));
  let byKey = encodings.get(source.rendered);
  if (!byKey) {
    byKey = new Map();
    encodings.set(source.rendered, byKey);
  }
  let fragment = byKey.get(source.key);
  if (!fragment) {
    fragment = new JsonFragment(JSON.stringify(lineItem, withoutSchemaNulls));
    if (byKey.size >= MAX_ENCODINGS_PER_PRODUCT) byKey.delete(byKey.keys().next().value ?? '');
    byKey.set(source.key, fragment);
  }
  return fragment;
}

/**
 * A cart as the routes answer it, with each line item written to JSON once. Shopware's cart repeats every
 * physical line item whole in its delivery position (`deliveries[].positions[].lineItem`), so the line items,
 * half of a cart's bytes (about 4 KB each with cover and payload), were encoded twice per answer. A product line
 * item is moreover encoded once across answers: a cart's answer after an add repeats every line item the cart
 * had, and the calculation makes equal line items from equal sources (cart/line-item-source.ts).
 */
export function cartAnswer(cart: Doc): Doc {
  const encoded = new Map<unknown, JsonFragment>();
  const once = (lineItem: unknown): unknown => {
    if (lineItem === null || typeof lineItem !== 'object') return lineItem;
    let fragment = encoded.get(lineItem);
    if (!fragment) {
      fragment = encodeOnce(lineItem, lineItemSourceOf(lineItem as Doc));
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
