/** Something the header badge, the side cart, the cart page and the toasts can all read and follow. */
export interface Subscribable<State> {
  getState(): State;
  /** Calls the listener after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** A minimal state holder: `set` replaces the state and tells every listener, each isolated from the others. */
export function createStateHolder<State>(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: State) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // One listener's bug never keeps the others from the new state.
          console.error('[@beautyshop/cart-core] a subscriber threw', error);
        }
      }
    },
  };
}
