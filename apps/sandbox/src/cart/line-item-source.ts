import type { Doc } from '../catalogue/entities/store.js';

/**
 * What a product line item's document is made of: the rendered product (an object the cart service keeps per
 * product, shopper view and stock, and only reads) and every other input of the calculation's `productLine`,
 * written as a key (on demand). Line items of the same source are the same JSON, so an answer may reuse an earlier answer's
 * encoding of it (see http/cart-answer.ts): the line items are most of a cart answer's bytes.
 */
export interface LineItemSource {
  rendered: Doc;
  /** Written only when asked for: a cart read for an order or a baseline never needs it. */
  key: () => string;
}

const sources = new WeakMap<Doc, LineItemSource>();

export function recordLineItemSource(lineItem: Doc, source: LineItemSource): void {
  sources.set(lineItem, source);
}

/** The source of a product line item the calculation made; none for other line items. */
export function lineItemSourceOf(lineItem: Doc): LineItemSource | undefined {
  return sources.get(lineItem);
}
