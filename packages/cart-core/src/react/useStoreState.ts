import { useSyncExternalStore } from 'react';
import type { Subscribable } from '../store.js';

/**
 * The state of a cart-core store (cart, wishlist, notifications), re-rendering on change. `serverState` is what the
 * server rendered with (React uses it while hydrating).
 */
export function useStoreState<State>(store: Subscribable<State>, serverState?: () => State): State {
  return useSyncExternalStore(store.subscribe, store.getState, serverState ?? store.getState);
}
