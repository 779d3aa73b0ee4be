import type { Doc } from '../catalogue/entities/store.js';
import { encodeWithFragments, JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

/** A line item's JSON, and its price's (a delivery position repeats the price beside the line item). */
interface EncodedLineItem {
  lineItem: JsonFragment;
  price: JsonFragment | undefined;
}

/** Frozen parts shared by every cart (shipping method and location, a line item's cover and payload): their JSON, once. */
const frozenEncodings = new WeakMap<object, JsonFragment>();

const encode = (value: unknown) => new JsonFragment(JSON.stringify(value, withoutSchemaNulls));

/** A frozen object's encoding is kept: no one can have changed it since. Anything else is left to the encoder. */
function frozenOnce(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return value;
  let fragment = frozenEncodings.get(value);
  if (!fragment) {
    fragment = encode(value);
    frozenEncodings.set(value, fragment);
  }
  return fragment;
}

/** A line item written with its frozen parts (a product's cover and payload, cart/line-item-parts.ts) as kept. */
function encodeLineItem(lineItem: Doc): EncodedLineItem {
  const bytes = encodeWithFragments(lineItem, (key, value) => withoutSchemaNulls(key, frozenOnce(value)));
  return { lineItem: new JsonFragment(bytes), price: lineItem.price ? encode(lineItem.price) : undefined };
}

/**
 * A cart as the routes answer it, with each line item written to JSON once. Shopware's cart repeats every
 * physical line item whole in its delivery position (`deliveries[].positions[].lineItem`), so the line items,
 * half of a cart's bytes (about 4 KB each with cover and payload), were encoded twice per answer. A product line
 * item's cover and payload, two thirds of it, are moreover written once across answers: the calculation shares
 * them frozen per product (cart/line-item-parts.ts), as the cart service shares the delivery's shipping method
 * and location between carts. An earlier version kept whole line items per quantity instead: every add made a
 * new one, kept until eight later quantities pushed it out, and the collector copied those into the old
 * generation (0.7 MB at each young collection of a worker under the add-to-cart bench).
 */
export function cartAnswer(cart: Doc): Doc {
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
    ? (cart.deliveries as Doc[]).map((delivery) => ({
        ...delivery,
        ...('location' in delivery ? { location: frozenOnce(delivery.location) } : {}),
        ...('shippingMethod' in delivery ? { shippingMethod: frozenOnce(delivery.shippingMethod) } : {}),
        ...(Array.isArray(delivery.positions)
          ? {
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
          : {}),
      }))
    : cart.deliveries;
  return {
    ...cart,
    lineItems: Array.isArray(cart.lineItems)
      ? (cart.lineItems as unknown[]).map((lineItem) => once(lineItem)?.lineItem ?? lineItem)
      : cart.lineItems,
    deliveries,
  };
}
