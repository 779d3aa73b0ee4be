import type { Doc } from '../catalogue/entities/store.js';
import { encodeAnswer } from './answer-json.js';
import { JsonFragment } from './json-fragment.js';

/** A line item's JSON, and its price's (a delivery position repeats the price beside the line item). */
interface EncodedLineItem {
  lineItem: JsonFragment;
  price: JsonFragment | undefined;
}

function encodeLineItem(lineItem: Doc): EncodedLineItem {
  return {
    lineItem: new JsonFragment(encodeAnswer(lineItem)),
    price: lineItem.price ? new JsonFragment(encodeAnswer(lineItem.price)) : undefined,
  };
}

/**
 * A cart as the routes answer it, written to JSON with each line item written once. Shopware's cart repeats every
 * physical line item whole in its delivery position (`deliveries[].positions[].lineItem`), so the line items,
 * half of a cart's bytes (about 4 KB each with cover and payload), were encoded twice per answer. A product line
 * item's cover and payload, two thirds of it, are moreover written once across answers: the calculation shares
 * them frozen per product (cart/line-item-parts.ts), as the cart service shares the delivery's shipping method
 * and location between carts, and `encodeAnswer` keeps the JSON of frozen objects. An earlier version kept whole
 * line items per quantity instead: every add made a new one, kept until eight later quantities pushed it out, and
 * the collector copied those into the old generation (0.7 MB at each young collection of a worker under the
 * add-to-cart bench).
 */
export function cartAnswer(cart: Doc): JsonFragment {
  const encoded = new Map<unknown, EncodedLineItem>();
  const once = (lineItem: unknown): EncodedLineItem | undefined => {
    if (lineItem === null || typeof lineItem !== 'object') return undefined;
    let found = encoded.get(lineItem);
    if (!found) {
      found = encodeLineItem(lineItem as Doc);
      encoded.set(lineItem, found);
    }
    return found;
  };
  const deliveries = Array.isArray(cart.deliveries)
    ? (cart.deliveries as Doc[]).map((delivery) =>
        Array.isArray(delivery.positions)
          ? {
              ...delivery,
              positions: (delivery.positions as Doc[]).map((position) => {
                const lineItem = position.lineItem as Doc | null | undefined;
                const found = once(lineItem);
                if (!found) return position;
                return {
                  ...position,
                  // The calculation gives a position its line item's price (the same object).
                  ...(found.price && 'price' in position && position.price === lineItem?.price
                    ? { price: found.price }
                    : {}),
                  lineItem: found.lineItem,
                };
              }),
            }
          : delivery,
      )
    : cart.deliveries;
  return new JsonFragment(
    encodeAnswer({
      ...cart,
      lineItems: Array.isArray(cart.lineItems)
        ? (cart.lineItems as unknown[]).map((lineItem) => once(lineItem)?.lineItem ?? lineItem)
        : cart.lineItems,
      deliveries,
    }),
  );
}
