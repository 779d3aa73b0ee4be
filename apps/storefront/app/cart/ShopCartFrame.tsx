import type { WishlistOwner } from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import type { ReactNode } from 'react';
import { useLocale, useTranslate } from '../locale/useLocale';
import { CartTracking } from '../tracking/CartTracking';
import { ShopCartProvider, useShopCart } from './ShopCartContext';
import { ShopToasts } from './ShopToasts';
import { SideCartOnDemand } from './SideCartOnDemand';

function CartOverlays() {
  const shopCart = useShopCart();
  if (shopCart === undefined) return null;
  return (
    <>
      <SideCartOnDemand shopCart={shopCart} />
      <ShopToasts shopCart={shopCart} />
      <CartTracking shopCart={shopCart} />
    </>
  );
}

/** The shared cart, wishlist and notifications of the shop frame, with the side cart and the toast region. */
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
  return (
    <ShopCartProvider locale={locale} translate={translate} initialCart={cart} wishlistOwner={wishlistOwner}>
      {children}
      <CartOverlays />
    </ShopCartProvider>
  );
}
