import { createStateHolder, type Subscribable } from '../store.js';
import {
  initialWishlistState,
  type WishlistEvent,
  type WishlistOwner,
  type WishlistState,
  wishlistTransition,
} from './wishlistMachine.js';

/** A guest's list where the runtime keeps it (spec 4: local storage in a browser). */
export interface LocalWishlist {
  read(): string[];
  write(productIds: readonly string[]): void;
}

/** The customer's list on the server (spec 7.1: /customer/wishlist routes, through the shop in a browser). */
export interface ServerWishlist {
  /** Spec 8: a 404 (no wishlist yet) answers an empty list. */
  read(): Promise<string[]>;
  add(productId: string): Promise<void>;
  remove(productId: string): Promise<void>;
  merge(productIds: readonly string[]): Promise<void>;
}

export interface WishlistStoreOptions {
  owner: WishlistOwner;
  local: LocalWishlist;
  server: ServerWishlist;
  /** Told when a server change failed (the list is reloaded from the server). */
  onFailed?: ((error: unknown) => void) | undefined;
}

export interface WishlistStore extends Subscribable<WishlistState> {
  /** Spec 4: loaded when the app mounts: the local list for a guest, the server's for a customer. */
  load(): Promise<void>;
  add(productId: string): Promise<void>;
  remove(productId: string): Promise<void>;
  toggle(productId: string): Promise<void>;
  /** Spec 4: on login the local items are merged to the server and the local list is cleared. */
  logIn(): Promise<void>;
  logOut(): void;
}

/** The wishlist machine with its effects: local storage for guests, the server for customers. */
export function createWishlistStore(options: WishlistStoreOptions): WishlistStore {
  const { local, server } = options;
  const holder = createStateHolder<WishlistState>(
    initialWishlistState(options.owner, options.owner === 'guest' ? local.read() : []),
  );
  const dispatch = (event: WishlistEvent) => holder.set(wishlistTransition(holder.getState(), event));
  // Server writes of one shopper run one after another, like the cart's, so an add and a remove of one product
  // reach the server in the order they were made.
  let queue: Promise<unknown> = Promise.resolve();
  // The customer's list being read (or merged) from the server: until it is there the list is not known, and the
  // answer would replace a change made meanwhile.
  let reading: Promise<void> | undefined;

  function whileReading(read: () => Promise<void>): Promise<void> {
    const current = read().finally(() => {
      if (reading === current) reading = undefined;
    });
    reading = current;
    return current;
  }

  function reloadFromServer(): Promise<void> {
    return whileReading(async () => {
      dispatch({ type: 'load' });
      try {
        dispatch({ type: 'loaded', productIds: await server.read() });
      } catch (error) {
        dispatch({ type: 'loadFailed' });
        options.onFailed?.(error);
      }
    });
  }

  function write(event: WishlistEvent & { productId: string }, call: () => Promise<void>): Promise<void> {
    // A change made while the customer's list is read waits for it (a move to the cart right after the page
    // loaded would otherwise remove a product the list did not have yet, and the answer would bring it back).
    if (reading !== undefined && holder.getState().owner === 'customer')
      return reading.then(() => write(event, call));
    const before = holder.getState();
    dispatch(event);
    if (holder.getState() === before) return queue.then(() => undefined);
    if (holder.getState().owner === 'guest') {
      local.write(holder.getState().productIds);
      return Promise.resolve();
    }
    const done = queue.then(call).catch(async (error: unknown) => {
      options.onFailed?.(error);
      await reloadFromServer();
    });
    queue = done;
    return done;
  }

  return {
    getState: holder.getState,
    subscribe: holder.subscribe,
    async load() {
      if (holder.getState().owner === 'guest') {
        dispatch({ type: 'loaded', productIds: local.read() });
        return;
      }
      await reloadFromServer();
    },
    add: (productId) => write({ type: 'add', productId }, () => server.add(productId)),
    remove: (productId) => write({ type: 'remove', productId }, () => server.remove(productId)),
    toggle(productId) {
      return holder.getState().productIds.includes(productId) ? this.remove(productId) : this.add(productId);
    },
    async logIn() {
      if (holder.getState().owner === 'customer') return;
      const guestItems = local.read();
      dispatch({ type: 'loggedIn' });
      await whileReading(async () => {
        try {
          if (guestItems.length > 0) await server.merge(guestItems);
          local.write([]);
          dispatch({ type: 'merged', productIds: await server.read() });
        } catch (error) {
          // The local list stays, so a later login merges it again; nothing the guest kept is lost.
          dispatch({ type: 'loadFailed' });
          options.onFailed?.(error);
        }
      });
    },
    logOut() {
      dispatch({ type: 'loggedOut' });
      dispatch({ type: 'loaded', productIds: local.read() });
    },
  };
}
