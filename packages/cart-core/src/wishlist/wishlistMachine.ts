/**
 * Spec 4, 6: guests keep the wishlist in local storage; logged-in non-guest customers keep it on the server.
 * `guest` and `customer` name where the list lives; the status names what is happening to it.
 */
export type WishlistOwner = 'guest' | 'customer';
export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'merging' | 'failed';

export interface WishlistState {
  owner: WishlistOwner;
  status: WishlistStatus;
  /** Product ids, oldest first. */
  productIds: readonly string[];
}

export type WishlistEvent =
  | { type: 'load' }
  | { type: 'loaded'; productIds: readonly string[] }
  | { type: 'loadFailed' }
  | { type: 'add'; productId: string }
  | { type: 'remove'; productId: string }
  /** Spec 4: on login the local items are merged to the server (then the local list is cleared). */
  | { type: 'loggedIn' }
  | { type: 'merged'; productIds: readonly string[] }
  | { type: 'loggedOut' };

export function initialWishlistState(
  owner: WishlistOwner,
  productIds: readonly string[] = [],
): WishlistState {
  return { owner, status: 'idle', productIds };
}

/** The pure transition of the wishlist machine. */
export function wishlistTransition(state: WishlistState, event: WishlistEvent): WishlistState {
  switch (event.type) {
    case 'load':
      return { ...state, status: 'loading' };
    case 'loaded':
      return { ...state, status: 'ready', productIds: [...new Set(event.productIds)] };
    case 'loadFailed':
      // Spec 8: a 404 on load is an empty list (the transport answers []); any other failure keeps what is shown.
      return { ...state, status: 'failed' };
    case 'add':
      return state.productIds.includes(event.productId)
        ? state
        : { ...state, productIds: [...state.productIds, event.productId] };
    case 'remove':
      return state.productIds.includes(event.productId)
        ? { ...state, productIds: state.productIds.filter((id) => id !== event.productId) }
        : state;
    case 'loggedIn':
      return state.owner === 'customer' ? state : { ...state, owner: 'customer', status: 'merging' };
    case 'merged':
      return { ...state, status: 'ready', productIds: [...new Set(event.productIds)] };
    case 'loggedOut':
      return initialWishlistState('guest');
  }
}

export function isInWishlist(state: WishlistState, productId: string): boolean {
  return state.productIds.includes(productId);
}
