import { useStoreState } from '@beautyshop/cart-core/react';
import { ToastRegion } from '@beautyshop/ui';
import { useSyncExternalStore } from 'react';
import { useTranslate } from '../locale/useLocale';
import type { ShopCart } from './ShopCartContext';

const none: readonly never[] = [];

/** The notification region (spec 3, 4, 9) on the shared notification store. */
export function ShopToasts({ shopCart }: { shopCart: ShopCart }) {
  const t = useTranslate();
  const notifications = useStoreState(shopCart.notifications, () => none);
  // The page shows its persistent notices in its own message area (inlineNotices.ts).
  const inline = useSyncExternalStore(
    shopCart.inlineNotices.subscribe,
    shopCart.inlineNotices.isClaimed,
    () => false,
  );
  return (
    <ToastRegion
      toasts={inline ? notifications.filter((notification) => !notification.persistent) : notifications}
      onDismiss={(id) => shopCart.notifications.remove(Number(id))}
      label={t('cart.notifications')}
      dismissLabel={t('cart.dismiss')}
    />
  );
}
