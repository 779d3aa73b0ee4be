import type { Cart } from '@beautyshop/store-api-client';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../locale/useLocale';
import styles from './HeaderCount.module.css';
import { type ShopCart, useShopCart, useShopCartSeed } from './ShopCartContext';

const noSubscription = () => () => undefined;

/**
 * The products of a cart as the server answered it (the store's displayed count without pending changes). Counted
 * here, not with cart-core: a runtime import of cart-core from the header would bring every part of its one
 * module that any page uses into every page's first load.
 */
export function productCountOf(cart: Cart): number {
  return (cart.lineItems ?? [])
    .filter((item) => item.type === 'product')
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

function useCount(shopCart: ShopCart | undefined, seed: Cart | null, of: 'cart' | 'wishlist'): number {
  const store = shopCart === undefined ? undefined : of === 'cart' ? shopCart.cart : shopCart.wishlist;
  const read = () => {
    // Until the shared stores have loaded, the cart is the one the page was rendered with.
    if (shopCart === undefined) {
      return of === 'cart' && seed ? productCountOf(seed) : 0;
    }
    return of === 'cart' ? shopCart.cartProductCount() : shopCart.wishlist.getState().productIds.length;
  };
  // The server rendered the cart it had; the wishlist of a guest lives in the browser, so it shows after hydration.
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, () => (of === 'cart' ? read() : 0));
}

/** The header's cart and wishlist counts on the shared stores. */
export function HeaderCount({ of }: { of: 'cart' | 'wishlist' }) {
  const t = useTranslate();
  const count = useCount(useShopCart(), useShopCartSeed(), of);
  if (count === 0) return null;
  return (
    <span className={styles.count} data-testid={`${of}-count`}>
      <span aria-hidden="true">{count}</span>
      {/* Never 0 here, so 1 is the singular in German, English and French alike. */}
      <span className="visually-hidden">{t(`${of}.count${count > 1 ? '' : 'One'}` as const, { count })}</span>
    </span>
  );
}
