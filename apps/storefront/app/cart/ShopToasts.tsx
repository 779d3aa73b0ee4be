import { useStoreState } from '@beautyshop/cart-core/react';
import { ToastRegion } from '@beautyshop/ui';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../locale/useLocale';
import type { ShopCart } from './ShopCartContext';

const none: readonly never[] = [];

// The cart page's claim on the persistent notices, as inlineNotices.ts sets it (not imported: a module shared with
// the cart page became a chunk of its own in the cart page's first-load JavaScript).
const INLINE_NOTICES_ATTRIBUTE = 'data-inline-notices';

function subscribeToClaim(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributeFilter: [INLINE_NOTICES_ATTRIBUTE] });
  return () => observer.disconnect();
}

const claimed = () => document.documentElement.hasAttribute(INLINE_NOTICES_ATTRIBUTE);

/** The notification region (spec 3, 4, 9) on the shared notification store. */
export function ShopToasts({ shopCart }: { shopCart: ShopCart }) {
  const t = useTranslate();
  const notifications = useStoreState(shopCart.notifications, () => none);
  // The page shows its persistent notices in its own message area (inlineNotices.ts).
  const inline = useSyncExternalStore(subscribeToClaim, claimed, () => false);
  return (
    <ToastRegion
      toasts={inline ? notifications.filter((notification) => !notification.persistent) : notifications}
      onDismiss={(id) => shopCart.notifications.remove(Number(id))}
      label={t('cart.notifications')}
      dismissLabel={t('cart.dismiss')}
    />
  );
}
