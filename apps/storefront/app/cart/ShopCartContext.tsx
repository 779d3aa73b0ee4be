import {
  type CartChange,
  type CartStore,
  cartErrorNotifications,
  createCartStore,
  createNotificationStore,
  createWishlistStore,
  type NotificationStore,
  type WishlistOwner,
  type WishlistStore,
} from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Translate } from '../i18n/translate';
import { localePath } from '../locale/fromPath';
import type { Locale } from '../locale/locales';
import { browserLocalWishlist } from '../wishlist/browserLocalWishlist';
import { type CartAnswerListener, withCartAnswers } from './cartAnswers';
import { shopCartTransport, shopWishlistServer } from './shopCartTransport';

/** The stores the header badge, side cart, cart page, wishlist and toasts share (one set per page app). */
export interface ShopCart {
  cart: CartStore;
  wishlist: WishlistStore;
  notifications: NotificationStore;
  /** Whether the side cart is open, and the functions that open and close it. */
  sideCart: { subscribe(listener: () => void): () => void; isOpen(): boolean; open(): void; close(): void };
  /** Tells each answered change with the cart before and after it (commerce tracking). */
  onAnswer(listener: CartAnswerListener): () => void;
  /** Sends a change; an add opens the side cart. */
  change(change: CartChange): void;
  changeUrl: string;
  wishlistUrl: string;
}

const ShopCartContext = createContext<ShopCart | undefined>(undefined);

/** The page's shared cart, or undefined outside the shop frame (and then forms post without JavaScript). */
export function useShopCart(): ShopCart | undefined {
  return useContext(ShopCartContext);
}

function sideCartState() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isOpen: () => open,
    open: () => set(true),
    close: () => set(false),
  };
}

function createShopCart(options: ShopCartProviderProps): ShopCart {
  const { locale, translate } = options;
  const changeUrl = localePath('/cart/change', locale);
  const wishlistUrl = localePath('/wishlist/change', locale);
  const notifications = createNotificationStore();
  const sideCart = sideCartState();
  const messageFor = (key: string) => translate(key);
  const answers = withCartAnswers(shopCartTransport(changeUrl), options.initialCart ?? undefined);
  const cart = createCartStore({
    transport: answers.transport,
    initialCart: options.initialCart ?? undefined,
    // Spec 4: errors collected from each answer are consumed once and, after an add, become notifications.
    onChanged: () => {
      for (const notification of cartErrorNotifications(cart.consumeErrors(), messageFor)) {
        notifications.push(notification);
      }
    },
    onFailed: (change) =>
      notifications.push({
        type: 'danger',
        message: translate(change.type === 'add' ? 'Product.messages.errorAddedToCart' : 'cart.changeFailed'),
      }),
  });
  const wishlist = createWishlistStore({
    owner: options.wishlistOwner,
    local: browserLocalWishlist(),
    server: shopWishlistServer(wishlistUrl),
    onFailed: () => notifications.push({ type: 'danger', message: translate('cart.changeFailed') }),
  });
  return {
    cart,
    wishlist,
    notifications,
    sideCart,
    changeUrl,
    wishlistUrl,
    onAnswer: answers.subscribe,
    change(change) {
      if (change.type === 'add') sideCart.open();
      void cart.change(change);
    },
  };
}

export interface ShopCartProviderProps {
  locale: Locale;
  translate: Translate;
  /** The cart the page was rendered with (a shopper with a session), or null. */
  initialCart: Cart | null;
  wishlistOwner: WishlistOwner;
  children: ReactNode;
}

/** Creates the stores once for the page app; spec 4: the wishlist is loaded when the app mounts. */
export function ShopCartProvider(props: ShopCartProviderProps) {
  const [shopCart] = useState(() => createShopCart(props));
  useEffect(() => {
    const { wishlist } = shopCart;
    // Spec 4: a guest's items are merged to the server on login, then the local list is cleared: the first page a
    // logged-in customer sees with guest items in local storage does it.
    if (props.wishlistOwner === 'customer' && browserLocalWishlist().read().length > 0) {
      const guest = createWishlistStore({
        owner: 'guest',
        local: browserLocalWishlist(),
        server: shopWishlistServer(shopCart.wishlistUrl),
      });
      void guest.logIn().then(() => wishlist.load());
      return;
    }
    void wishlist.load();
  }, [shopCart, props.wishlistOwner]);
  return <ShopCartContext.Provider value={shopCart}>{props.children}</ShopCartContext.Provider>;
}
