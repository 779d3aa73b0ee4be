import { createHash } from 'node:crypto';
import type { Cart, Order, SalesChannelContext } from '@beautyshop/store-api-client';

type AgreedContext = Pick<SalesChannelContext, 'shippingMethod' | 'paymentMethod' | 'customer'>;

/** One line as the shopper agreed to it: the cart line's id, what it is, how many and at what total. */
type AgreedLine = [
  id: string,
  type: string | null,
  referencedId: string | null,
  quantity: number | null,
  total: number | null,
];

function keyOf(lines: AgreedLine[], total: number, shipping: number | null, context: AgreedContext): string {
  const state = {
    // By id: the order a cart became lists its lines in an order of its own.
    lines: [...lines].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    total,
    shipping,
    shippingMethodId: context.shippingMethod?.id ?? null,
    paymentMethodId: context.paymentMethod?.id ?? null,
    billingAddressId: context.customer?.activeBillingAddress.id ?? null,
    shippingAddressId: context.customer?.activeShippingAddress.id ?? null,
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 32);
}

/**
 * Issue 17: place order is bound to the cart the shopper saw. The key covers what the shopper agrees to (lines,
 * quantities, prices, delivery, payment, addresses); if any of it changed since the page was rendered (another
 * tab, a price change), the order is not placed and the new cart is shown instead.
 */
export function cartKeyOf(cart: Cart, context: AgreedContext): string {
  return keyOf(
    (cart.lineItems ?? []).map((item) => [
      item.id,
      item.type ?? null,
      item.referencedId ?? null,
      item.quantity ?? null,
      item.price?.totalPrice ?? null,
    ]),
    cart.price.totalPrice,
    cart.deliveries?.[0]?.shippingCosts?.totalPrice ?? null,
    context,
  );
}

/**
 * The key of the cart an order was placed from, read back from the order: each order line keeps its cart line's id
 * as its `identifier` (nested lines are the cart's children, not its lines), and placing an order leaves the
 * context's methods and addresses as they were. Equal to `cartKeyOf` of that cart in the context that ordered it.
 */
export function orderCartKeyOf(order: Order, context: AgreedContext): string {
  const hasDelivery = (order.deliveries ?? []).length > 0;
  return keyOf(
    (order.lineItems ?? [])
      .filter((item) => !item.parentId)
      .map((item) => [
        item.identifier ?? item.id,
        item.type ?? null,
        item.referencedId ?? null,
        item.quantity,
        item.totalPrice ?? null,
      ]),
    order.price.totalPrice,
    hasDelivery ? (order.shippingTotal ?? null) : null,
    context,
  );
}
