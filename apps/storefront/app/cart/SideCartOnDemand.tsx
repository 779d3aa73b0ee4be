import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ShopCart } from './ShopCartContext';

const loadSideCart = () => import('./ShopSideCart');
const ShopSideCart = lazy(() => loadSideCart().then((module) => ({ default: module.ShopSideCart })));

/**
 * The side cart, loaded when it first opens rather than with every page: its lines, summary and wallet buttons are
 * a tenth of a page's first-load JavaScript, and only a shopper who adds something (or opens the cart) sees them.
 * Its code is fetched once the browser is idle after the page loads, so that the first add opens it at once. Without
 * JavaScript there is no side cart: the header's cart link leads to the cart page.
 */
export function SideCartOnDemand({ shopCart }: { shopCart: ShopCart }) {
  const { sideCart } = shopCart;
  const open = useSyncExternalStore(sideCart.subscribe, sideCart.isOpen, () => false);
  const [opened, setOpened] = useState(false);
  // Once opened it stays mounted, so that closing it runs its own close path (focus back to the opener).
  if (open && !opened) setOpened(true);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => void loadSideCart().catch(() => {}), 2000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => void loadSideCart().catch(() => {}), { timeout: 5000 });
    return () => cancelIdleCallback(idle);
  }, []);

  return opened ? (
    <Suspense fallback={null}>
      <ShopSideCart shopCart={shopCart} />
    </Suspense>
  ) : null;
}
