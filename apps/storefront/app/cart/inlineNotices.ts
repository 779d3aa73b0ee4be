import type { Notification } from '@beautyshop/cart-core';
import { useEffect, useSyncExternalStore } from 'react';
import type { ShopCart } from './ShopCartContext';

/**
 * A page that shows the shopper's persistent notices in its own message area (the cart page) claims them, and the
 * toast region leaves them out meanwhile (ShopToasts.tsx): a persistent toast (spec 4: a discount added) stays
 * until it is closed, and over the cart it covered the summary and the way to the checkout.
 */

const none: readonly Notification[] = [];
const noNotices = () => none;
const noChanges = () => noNotices;

/**
 * The persistent notices of the shared stores, claimed from the toast region while the page is mounted. Leaving
 * the page removes those it showed, so they do not follow the shopper as toasts to the next page. `holds` says
 * whether what they announce still holds (the cart page: a discount in the cart, spec 4's only persistent
 * notice); once the shopper removes the code again, the page shows them no more.
 */
export function useInlineNotices(shopCart: ShopCart | undefined, holds: boolean): readonly Notification[] {
  const store = shopCart?.notifications;
  const notifications = useSyncExternalStore(
    store?.subscribe ?? noChanges,
    store?.getState ?? noNotices,
    noNotices,
  );
  useEffect(() => {
    if (!shopCart) return;
    const release = shopCart.inlineNotices.claim();
    return () => {
      const { notifications } = shopCart;
      for (const notification of notifications.getState())
        if (notification.persistent) notifications.remove(notification.id);
      release();
    };
  }, [shopCart]);
  return holds ? notifications.filter((notification) => notification.persistent) : none;
}
