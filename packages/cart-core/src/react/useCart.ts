import type { CartState } from '../cart/cartMachine.js';
import type { CartStore } from '../cart/cartStore.js';
import { type DisplayedLineItem, displayedLineItems, displayedProductCount } from '../cart/optimisticCart.js';
import { useStoreState } from './useStoreState.js';

export interface CartView {
  state: CartState;
  /** Lines with optimistic quantities. */
  lineItems: DisplayedLineItem[];
  /** Products in the cart as shown (the header badge). */
  productCount: number;
}

/** The shared cart as the header badge, side cart and cart page show it. */
export function useCart(store: CartStore): CartView {
  const state = useStoreState(store);
  return { state, lineItems: displayedLineItems(state), productCount: displayedProductCount(state) };
}
