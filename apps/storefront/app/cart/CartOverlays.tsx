import { CartTracking } from '../tracking/CartTracking';
import type { ShopCart } from './ShopCartContext';
import { ShopToasts } from './ShopToasts';
import { SideCartOnDemand } from './SideCartOnDemand';

/** What the shared cart adds over the page: the side cart, the notification region and the commerce events. */
export function CartOverlays({ shopCart }: { shopCart: ShopCart }) {
  return (
    <>
      <SideCartOnDemand shopCart={shopCart} />
      <ShopToasts shopCart={shopCart} />
      <CartTracking shopCart={shopCart} />
    </>
  );
}
