import type { Notification, NotificationStore } from '@beautyshop/cart-core';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page that shows the shopper's persistent notices in its own message area (the cart page) claims them, and the
 * toast region leaves them out meanwhile: a persistent toast (spec 4: a discount added) stays until it is closed,
 * and over the cart it covered the summary and the way to the checkout.
 *
 * The claim is an attribute on the document element, which ShopToasts.tsx watches and names again: a module the
 * two shared became a chunk of its own, and the cart page's first-load JavaScript went over its ceiling
 * (firstLoadJs.e2e.test.ts). ShopToasts.client.test.tsx checks the pair.
 */
const INLINE_NOTICES_ATTRIBUTE = 'data-inline-notices';

const none: readonly Notification[] = [];
const noNotices = () => none;
const noChanges = () => noNotices;

const claim = (claimed: boolean) =>
  document.documentElement.toggleAttribute(INLINE_NOTICES_ATTRIBUTE, claimed);

/**
 * The persistent notices of `store`, claimed from the toast region while the page is mounted. Leaving the page
 * removes those it showed, so they do not follow the shopper as toasts to the next page.
 */
export function useInlineNotices(store: NotificationStore | undefined): readonly Notification[] {
  const notifications = useSyncExternalStore(
    store?.subscribe ?? noChanges,
    store?.getState ?? noNotices,
    noNotices,
  );
  useEffect(() => {
    if (!store) return;
    claim(true);
    return () => {
      for (const notification of store.getState()) if (notification.persistent) store.remove(notification.id);
      claim(false);
    };
  }, [store]);
  return notifications.filter((notification) => notification.persistent);
}
