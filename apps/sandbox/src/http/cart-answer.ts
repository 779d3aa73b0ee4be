import { type LineItemSource, lineItemSourceOf } from '../cart/line-item-source.js';
import type { Doc } from '../catalogue/entities/store.js';
import { JsonFragment } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

/** A line item's JSON, and its price's (a delivery position repeats the price beside the line item). */
interface EncodedLineItem {
  lineItem: JsonFragment;
  price: JsonFragment | undefined;
}

/** Encodings kept per rendered product: one per quantity, price and currency a shopper had it in. */
const MAX_ENCODINGS_PER_PRODUCT = 8;
/** Dropped with the rendered product they were made from, when the cart service's cache lets go of it. */
const encodings = new WeakMap<Doc, Map<string, EncodedLineItem>>();
/** Frozen parts shared by every cart (the shipping method, the shipping location): their JSON, once. */
const frozenEncodings = new WeakMap<object, JsonFragment>();

const encode = (value: unknown) => new JsonFragment(JSON.stringify(value, withoutSchemaNulls));

function encodeLineItem(lineItem: Doc): EncodedLineItem {
  return { lineItem: encode(lineItem), price: lineItem.price ? encode(lineItem.price) : undefined };
}

function encodeOnce(lineItem: Doc, source: LineItemSource | undefined): EncodedLineItem {
  if (!source) return encodeLineItem(lineItem);
  let byKey = encodings.get(source.rendered);
  if (!byKey) {
    byKey = new Map();
    encodings.set(source.rendered, byKey);
  }
  const key = source.key();
  let encoded = byKey.get(key);
  if (!encoded) {
    encoded = encodeLineItem(lineItem);
    if (byKey.size >= MAX_ENCODINGS_PER_PRODUCT) byKey.delete(byKey.keys().next().value ?? '');
    byKey.set(key, encoded);
  }
  return encoded;
}

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

/**
 * A cart as the routes answer it, with each line item written to JSON once. Shopware's cart repeats every
 * physical line item whole in its delivery position (`deliveries[].positions[].lineItem`), so the line items,
 * half of a cart's bytes (about 4 KB each with cover and payload), were encoded twice per answer. A product line
 * item is moreover encoded once across answers: a cart's answer after an add repeats every line item the cart
 * had, and the calculation makes equal line items from equal sources (cart/line-item-source.ts). So are the
 * delivery's shipping method and location, which the cart service shares frozen between carts.
 */
export function cartAnswer(cart: Doc): Doc {
  const encoded = new Map<unknown, EncodedLineItem>();
  const once = (lineItem: unknown): EncodedLineItem | undefined => {
    if (lineItem === null || typeof lineItem !== 'object') return undefined;
    let found = encoded.get(lineItem);
    if (!found) {
      found = encodeOnce(lineItem as Doc, lineItemSourceOf(lineItem as Doc));
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
