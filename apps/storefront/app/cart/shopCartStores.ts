import {
  type CartChange,
  cartErrorNotifications,
  createCartStore,
  createNotificationStore,
  createWishlistStore,
  displayedProductCount,
  externalAddToCartNotification,
  listenForExternalAddToCart,
  PRODUCT_NOT_FOUND,
  type WishlistOwner,
} from '@beautyshop/cart-core';
import { localePath } from '../locale/fromPath';
import { browserLocalWishlist } from '../wishlist/browserLocalWishlist';
import { withCartAnswers } from './cartAnswers';
import { cartChangeOf } from './cartChangeForm';
import type { ShopCart, ShopCartOptions } from './ShopCartContext';
import { shopCartTransport, shopWishlistServer } from './shopCartTransport';

// The cart, wishlist and notification stores with their transport: about a tenth of a page's JavaScript, which the
// shop frame loads after hydration (ShopCartFrame) rather than with every page.

/** A yes or no that components read with useSyncExternalStore: the side cart open, the notices claimed. */
function flagState() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: () => value,
    set(next: boolean) {
      value = next;
      for (const listener of listeners) listener();
    },
  };
}

function sideCartState(): ShopCart['sideCart'] {
  const open = flagState();
  return {
    subscribe: open.subscribe,
    isOpen: open.get,
    open: () => open.set(true),
    close: () => open.set(false),
  };
}

function inlineNoticesState(): ShopCart['inlineNotices'] {
  const claimed = flagState();
  return {
    subscribe: claimed.subscribe,
    isClaimed: claimed.get,
    claim() {
      claimed.set(true);
      return () => claimed.set(false);
    },
  };
}

/** The shared stores of a page app. */
export function createShopCart(options: ShopCartOptions): ShopCart {
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
  const send = (request: CartChange) => {
    if (request.type === 'add') sideCart.open();
    return cart.change(request);
  };
  return {
    cart,
    wishlist,
    notifications,
    sideCart,
    inlineNotices: inlineNoticesState(),
    changeUrl,
    wishlistUrl,
    onAnswer: answers.subscribe,
    cartProductCount: () => displayedProductCount(cart.getState()),
    change: (request) => void send(request),
    submitForm(form) {
      const parsed = cartChangeOf(form);
      return parsed.ok ? send(parsed.change) : undefined;
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

/**
 * Starts what the stores do for the page app and answers how to stop it: spec 7.2, other teams' widgets and content
 * blocks add to the cart with a window event (see cart-core's README); spec 4, the wishlist is loaded.
 */
export function startShopCart(shopCart: ShopCart, wishlistOwner: WishlistOwner): () => void {
  const stopListening = listenForExternalAddToCart(window, (request) => void shopCart.addExternal(request));
  const { wishlist } = shopCart;
  // Spec 4: a guest's items are merged to the server on login, then the local list is cleared: the first page a
  // logged-in customer sees with guest items in local storage does it.
  if (wishlistOwner === 'customer' && browserLocalWishlist().read().length > 0) {
    const guest = createWishlistStore({
      owner: 'guest',
      local: browserLocalWishlist(),
      server: shopWishlistServer(shopCart.wishlistUrl),
    });
    void guest.logIn().then(() => wishlist.load());
  } else {
    void wishlist.load();
  }
  return stopListening;
}
