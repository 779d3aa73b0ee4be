import type { Cart } from '@beautyshop/store-api-client';

/**
 * Whether the cart holds digital content (an item with the 'is-download' state). Shopware's storefront then asks
 * the shopper to agree that the download starts before the withdrawal period ends, and refuses the order without
 * that agreement (`revocation`); the Store API leaves that check to the storefront.
 */
export function hasDownloadItem(cart: Pick<Cart, 'lineItems'> | undefined): boolean {
  return (cart?.lineItems ?? []).some((item) => item.states?.includes('is-download') === true);
}
