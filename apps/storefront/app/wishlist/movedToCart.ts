import type { LineItem } from '@beautyshop/store-api-client';

/**
 * Whether a move to the cart arrived: the cart's answer has a product line for the product. Only then does the
 * product leave the wishlist, so one out of stock (an expected failure, data in the answer) stays kept there.
 */
export function movedToCart(lineItems: readonly LineItem[] | undefined, productId: string): boolean {
  return (lineItems ?? []).some(
    (item) => item.type === 'product' && (item.referencedId === productId || item.id === productId),
  );
}
