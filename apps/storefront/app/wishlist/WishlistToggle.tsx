import { IconButton, IconHeart, IconHeartFilled } from '@beautyshop/ui';
import { type FormEvent, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useShopCart } from '../cart/ShopCartContext';
import { localePath } from '../locale/fromPath';
import { useLocale, useTranslate } from '../locale/useLocale';

/**
 * The wishlist heart of a card or the product page: a plain form (toggle) to the shop's wishlist action; with
 * JavaScript the shared wishlist store answers at once.
 */
export function WishlistToggle({
  productId,
  name,
  variant = 'solid',
}: {
  productId: string;
  name: string;
  variant?: 'solid' | 'outline';
}) {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  const shopCart = useShopCart();
  const pressed = useWishlistHas(productId);
  const onSubmit = shopCart
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void shopCart.wishlist.toggle(productId);
      }
    : undefined;
  return (
    <form method="post" action={localePath('/wishlist/change', locale)} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <IconButton
        type="submit"
        variant={variant}
        pressed={pressed}
        label={t(pressed ? 'wishlist.remove' : 'wishlist.add', { name })}
        icon={pressed ? <IconHeartFilled /> : <IconHeart />}
      />
    </form>
  );
}

const emptyWishlist = { owner: 'guest' as const, status: 'idle' as const, productIds: [] };
const noWishlist = { getState: () => emptyWishlist, subscribe: () => () => undefined };
const notPressed = () => false;

/**
 * Whether the product is on the wishlist, followed as this one answer rather than the whole list: when the list
 * arrives or one heart toggles, only the hearts whose answer changed re-render. Every heart of a listing re-rendered
 * at once, synchronously (as store updates are), when the list arrived after hydration.
 */
function useWishlistHas(productId: string): boolean {
  const store = useShopCart()?.wishlist ?? noWishlist;
  // Not cart-core's isInWishlist: its runtime import would put cart-core's module in every page's first load.
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().productIds.includes(productId),
    notPressed,
  );
}
