import type { WishlistOwner } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslate } from '../locale/useLocale';
import { type ShopCart, ShopCartContext, type ShopCartOptions, ShopCartSeedContext } from './ShopCartContext';

type ShopCartModule = typeof import('./shopCartOnDemand');
const loadShopCart = (): Promise<ShopCartModule> => import('./shopCartOnDemand');

/**
 * The shared cart, wishlist and notifications of the shop frame, with the side cart and the toast region. The
 * stores load after hydration, not with the page: the server and hydration render without them (forms that post,
 * the header count from this page's cart), and the page app takes over once they are there, a moment later.
 */
export function ShopCartFrame({
  cart,
  wishlistOwner,
  children,
}: {
  cart: Cart | null;
  wishlistOwner: WishlistOwner;
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<{ module: ShopCartModule; shopCart: ShopCart }>();
  // The stores start from the page shown when they arrive, not from the one that started loading them.
  const options = useRef<ShopCartOptions>({ locale, translate, initialCart: cart, wishlistOwner });
  options.current = { locale, translate, initialCart: cart, wishlistOwner };
  useEffect(() => {
    let mounted = true;
    loadShopCart().then(
      (module) => {
        if (mounted) setLoaded({ module, shopCart: module.createShopCart(options.current) });
      },
      (error: unknown) => console.error('cart: the shared stores did not load', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  useEffect(
    () => (loaded ? loaded.module.startShopCart(loaded.shopCart, wishlistOwner) : undefined),
    [loaded, wishlistOwner],
  );
  const Overlays = loaded?.module.CartOverlays;
  return (
    <ShopCartSeedContext.Provider value={cart}>
      <ShopCartContext.Provider value={loaded?.shopCart}>
        {children}
        {Overlays && loaded ? <Overlays shopCart={loaded.shopCart} /> : null}
      </ShopCartContext.Provider>
    </ShopCartSeedContext.Provider>
  );
}
