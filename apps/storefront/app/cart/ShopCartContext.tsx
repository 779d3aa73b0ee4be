import type {
  CartChange,
  CartChangeOutcome,
  CartStore,
  ExternalAddToCartRequest,
  NotificationStore,
  WishlistOwner,
  WishlistStore,
} from '@beautyshop/cart-core';
import type { Cart } from '@beautyshop/store-api-client';
import { createContext, useContext } from 'react';
import type { Translate } from '../i18n/translate';
import type { Locale } from '../locale/locales';
import type { CartAnswerListener } from './cartAnswers';

/** The stores the header badge, side cart, cart page, wishlist and toasts share (one set per page app). */
export interface ShopCart {
  cart: CartStore;
  wishlist: WishlistStore;
  notifications: NotificationStore;
  /** Whether the side cart is open, and the functions that open and close it. */
  sideCart: { subscribe(listener: () => void): () => void; isOpen(): boolean; open(): void; close(): void };
  /**
   * Whether a page shows the persistent notices in its own message area (the cart page: inlineNotices.ts), so the
   * toast region leaves them out; `claim` answers the function that gives them back.
   */
  inlineNotices: { subscribe(listener: () => void): () => void; isClaimed(): boolean; claim(): () => void };
  /** Tells each answered change with the cart before and after it (commerce tracking). */
  onAnswer(listener: CartAnswerListener): () => void;
  /** The number of products in the cart as shown (confirmed lines, pending quantities and adds): the header's. */
  cartProductCount(): number;
  /** Sends a change; an add opens the side cart. */
  change(change: CartChange): void;
  /**
   * Sends the change a cart form asks for (its fields and the button that submitted it), as `change` does, and
   * answers its outcome; undefined when the form asks for nothing the store knows, and then the form posts.
   */
  submitForm(form: FormData): Promise<CartChangeOutcome> | undefined;
  /**
   * Spec 7.2: adds a product known by its number (what the `beautyshop:add-to-cart` window event asks for); says
   * the outcome in a notification (spec 8) and opens the side cart once the product is in.
   */
  addExternal(request: ExternalAddToCartRequest): Promise<void>;
  changeUrl: string;
  wishlistUrl: string;
}

/**
 * The page's shared cart, or undefined: outside the shop frame, on the server, and in the browser until the stores
 * have loaded after hydration (ShopCartFrame). Then forms post without JavaScript.
 */
export const ShopCartContext = createContext<ShopCart | undefined>(undefined);

export function useShopCart(): ShopCart | undefined {
  return useContext(ShopCartContext);
}

/** The cart the page was rendered with: what the header count shows until the shared stores have loaded. */
export const ShopCartSeedContext = createContext<Cart | null>(null);

export function useShopCartSeed(): Cart | null {
  return useContext(ShopCartSeedContext);
}

/** What the shared stores are made from. */
export interface ShopCartOptions {
  locale: Locale;
  translate: Translate;
  /** The cart the page was rendered with (a shopper with a session), or null. */
  initialCart: Cart | null;
  wishlistOwner: WishlistOwner;
}
