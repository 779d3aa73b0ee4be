import type { Doc } from '../catalogue/entities/store.js';

/** The parts of a product line item that its rendered product decides, with its stock and whether it is free. */
export interface SharedLineItemParts {
  cover: Doc | undefined;
  payload: Doc;
}

/** Per rendered product (an object the cart service keeps and only reads), by stock and free. */
const partsOf = new WeakMap<Doc, Map<string, SharedLineItemParts>>();

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A line item's cover and payload, made once per rendered product, stock and free, deeply frozen and shared by
 * every cart that holds the product: about two thirds of a line item's JSON, which the cart answer then writes
 * once (http/cart-answer.ts) while the parts that follow the quantity are written per answer. The copy is frozen,
 * not the rendered product it was taken from.
 */
export function sharedLineItemParts(
  rendered: Doc,
  stock: number,
  free: boolean,
  make: () => SharedLineItemParts,
): SharedLineItemParts {
  let byKey = partsOf.get(rendered);
  if (!byKey) {
    byKey = new Map();
    partsOf.set(rendered, byKey);
  }
  const key = `${stock}|${free}`;
  let parts = byKey.get(key);
  if (!parts) {
    const made = make();
    parts = {
      cover: deepFreeze(structuredClone(made.cover)),
      payload: deepFreeze(structuredClone(made.payload)),
    };
    byKey.set(key, parts);
  }
  return parts;
}
