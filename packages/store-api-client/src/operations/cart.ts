import { cartSchema } from '../schemas/cart.js';
import type { CallOptions, Transport } from '../transport.js';
import { parseQuantity, requireText } from '../validation.js';

export interface LineItemInput {
  /** The product (or promotion code) the item refers to. */
  referencedId: string;
  /** Defaults to `referencedId`. */
  id?: string;
  /** Spec 5: defaults to 1, parsed as a whole number. */
  quantity?: number | string;
  /** Defaults to `product`. */
  type?: string;
  [key: string]: unknown;
}

function toLineItem(item: LineItemInput) {
  const referencedId = requireText(item.referencedId, 'You need to provide product id');
  return {
    ...item,
    id: item.id ?? referencedId,
    referencedId,
    type: item.type ?? 'product',
    quantity: parseQuantity(item.quantity),
  };
}

/** GET /store-api/checkout/cart */
export async function readCart(transport: Transport, options?: CallOptions) {
  return transport.json({ method: 'get', path: 'checkout/cart' }, cartSchema, options);
}

/** POST /store-api/checkout/cart/line-item; spec 4: the answer replaces the cart. */
export async function addLineItems(
  transport: Transport,
  items: readonly LineItemInput[],
  options?: CallOptions,
) {
  const body = { items: items.map(toLineItem) };
  return transport.json({ method: 'post', path: 'checkout/cart/line-item', body }, cartSchema, options);
}

/** PATCH /store-api/checkout/cart/line-item (change quantities). */
export async function updateLineItems(
  transport: Transport,
  items: readonly { id: string; quantity?: number | string }[],
  options?: CallOptions,
) {
  const body = { items: items.map((item) => ({ id: item.id, quantity: parseQuantity(item.quantity) })) };
  return transport.json({ method: 'patch', path: 'checkout/cart/line-item', body }, cartSchema, options);
}

/** DELETE /store-api/checkout/cart/line-item?ids[]={id} */
export async function removeLineItems(transport: Transport, ids: readonly string[], options?: CallOptions) {
  const searchParams = new URLSearchParams();
  for (const id of ids) searchParams.append('ids[]', id);
  return transport.json(
    { method: 'delete', path: 'checkout/cart/line-item', searchParams },
    cartSchema,
    options,
  );
}
