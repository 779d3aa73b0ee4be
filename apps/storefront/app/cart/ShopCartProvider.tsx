import { type ReactNode, useEffect, useState } from 'react';
import { ShopCartContext, type ShopCartOptions, ShopCartSeedContext } from './ShopCartContext';
import { createShopCart, startShopCart } from './shopCartStores';

/**
 * The shared stores created at once, for a component rendered on its own (tests, examples). The shop frame loads
 * them after hydration instead (ShopCartFrame).
 */
export function ShopCartProvider(props: ShopCartOptions & { children: ReactNode }) {
  const [shopCart] = useState(() => createShopCart(props));
  useEffect(() => startShopCart(shopCart, props.wishlistOwner), [shopCart, props.wishlistOwner]);
  return (
    <ShopCartSeedContext.Provider value={props.initialCart}>
      <ShopCartContext.Provider value={shopCart}>{props.children}</ShopCartContext.Provider>
    </ShopCartSeedContext.Provider>
  );
}
