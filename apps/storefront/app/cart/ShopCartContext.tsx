import {
  type CartChange,
  type CartStore,
  cartErrorNotifications,
  createCartStore,
  createNotificationStore,
  createWishlistStore,
  type ExternalAddToCartRequest,
  externalAddToCartNotification,
  listenForExternalAddToCart,
  type NotificationStore,
  PRODUCT_NOT_FOUND,
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
  /**
   * Spec 7.2: adds a product known by its number (what the `beautyshop:add-to-cart` window event asks for); says
   * the outcome in a notification (spec 8) and opens the side cart once the product is in.
   */
  addExternal(request: ExternalAddToCartRequest): Promise<void>;
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
    onChanged: (change) => {
      // An unknown product number of the external hook is told by the hook's own message (spec 8), once.
      const errors = cart
        .consumeErrors()
        .filter((error) => change.type !== 'addProductNumber' || error.messageKey !== PRODUCT_NOT_FOUND);
      for (const notification of cartErrorNotifications(errors, messageFor)) {
        notifications.push(notification);
      }
    },
    onFailed: (change) => {
      if (change.type === 'addProductNumber') return; // addExternal says it
      notifications.push({
        type: 'danger',
        message: translate(change.type === 'add' ? 'Product.messages.errorAddedToCart' : 'cart.changeFailed'),
      });
    },
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
    async addExternal(request) {
      const outcome = await cart.change({ type: 'addProductNumber', ...request });
      const notification = externalAddToCartNotification(
        request,
        outcome.status === 'changed' ? outcome.result : undefined,
        translate,
      );
      notifications.push(notification);
      if (notification.type === 'success') sideCart.open();
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
  // Spec 7.2: other teams' widgets and content blocks add to the cart with a window event (see cart-core's README).
  useEffect(
    () => listenForExternalAddToCart(window, (request) => void shopCart.addExternal(request)),
    [shopCart],
  );
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
