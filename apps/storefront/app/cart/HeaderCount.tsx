import { displayedProductCount } from '@beautyshop/cart-core';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../locale/useLocale';
import styles from './HeaderCount.module.css';
import { type ShopCart, useShopCart } from './ShopCartContext';

const noSubscription = () => () => undefined;

function useCount(shopCart: ShopCart | undefined, of: 'cart' | 'wishlist'): number {
  const store = shopCart === undefined ? undefined : of === 'cart' ? shopCart.cart : shopCart.wishlist;
  const read = () => {
    if (shopCart === undefined) return 0;
    return of === 'cart'
      ? displayedProductCount(shopCart.cart.getState())
      : shopCart.wishlist.getState().productIds.length;
  };
  // The server rendered the cart it had; the wishlist of a guest lives in the browser, so it shows after hydration.
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, () => (of === 'cart' ? read() : 0));
}

/** The header's cart and wishlist counts on the shared stores. */
export function HeaderCount({ of }: { of: 'cart' | 'wishlist' }) {
  const t = useTranslate();
  const count = useCount(useShopCart(), of);
  if (count === 0) return null;
  return (
    <span className={styles.count} data-testid={`${of}-count`}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t(of === 'cart' ? 'cart.count' : 'wishlist.count', { count })}</span>
    </span>
  );
}
