import type { Cart } from '@beautyshop/store-api-client';

/**
 * Spec 4: the cart is virtual if every non-promotion item has the 'is-download' state (nothing to ship). A cart with
 * no such item is not virtual.
 */
export function isVirtualCart(cart: Pick<Cart, 'lineItems'> | undefined): boolean {
  const goods = (cart?.lineItems ?? []).filter((item) => item.type !== 'promotion');
  return goods.length > 0 && goods.every((item) => item.states?.includes('is-download') === true);
}
