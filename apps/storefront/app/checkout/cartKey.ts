import { createHash } from 'node:crypto';
import type { Cart, SalesChannelContext } from '@beautyshop/store-api-client';

/**
 * Issue 17: place order is bound to the cart the shopper saw. The key covers what the shopper agrees to (lines,
 * quantities, prices, delivery, payment, addresses); if any of it changed since the page was rendered (another
 * tab, a price change), the order is not placed and the new cart is shown instead.
 */
export function cartKeyOf(
  cart: Cart,
  context: Pick<SalesChannelContext, 'shippingMethod' | 'paymentMethod' | 'customer'>,
): string {
  const state = {
    lines: (cart.lineItems ?? []).map((item) => [
      item.id,
      item.type,
      item.referencedId ?? null,
      item.quantity,
      item.price?.totalPrice ?? null,
    ]),
    total: cart.price.totalPrice,
    shipping: cart.deliveries?.[0]?.shippingCosts?.totalPrice ?? null,
    shippingMethodId: context.shippingMethod?.id ?? null,
    paymentMethodId: context.paymentMethod?.id ?? null,
    billingAddressId: context.customer?.activeBillingAddress.id ?? null,
    shippingAddressId: context.customer?.activeShippingAddress.id ?? null,
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 32);
}
