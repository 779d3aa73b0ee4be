// The public API of @beautyshop/cart-core (framework-free). React bindings: `@beautyshop/cart-core/react`.

export type { CartChange } from './cart/cartChange.js';
export {
  cartErrorMessageKey,
  cartErrorNotifications,
  isIgnoredAfterAdd,
  PAYMENT_METHOD_BLOCKED,
  PROMOTION_DISCOUNT_ADDED,
} from './cart/cartErrorNotifications.js';
export type { CartEvent, CartState, CartStatus, PendingChange } from './cart/cartMachine.js';
export { cartTransition, changeInFlight, initialCartState } from './cart/cartMachine.js';
export type {
  CartChangeOutcome,
  CartStore,
  CartStoreOptions,
  CartTransport,
} from './cart/cartStore.js';
export { createCartStore } from './cart/cartStore.js';
export { handlerTransport } from './cart/handlerTransport.js';
export { hasDownloadItem } from './cart/hasDownloadItem.js';
export { isVirtualCart } from './cart/isVirtualCart.js';
export type { LineQuantityProblem, LineQuantityRules } from './cart/lineQuantity.js';
export {
  lineQuantityError,
  lineQuantityProblem,
  lineQuantityRules,
  QUANTITY_ABOVE_MAXIMUM,
  QUANTITY_BELOW_MINIMUM,
  QUANTITY_OFF_STEPS,
} from './cart/lineQuantity.js';
export type { DisplayedLineItem } from './cart/optimisticCart.js';
export { displayedLineItems, displayedProductCount } from './cart/optimisticCart.js';
export type { CartResult } from './cartResult.js';
export { cartResultOf } from './cartResult.js';
export type {
  CartHandler,
  CartHandlerDefaults,
  CartHandlerOptions,
} from './createCartHandler.js';
export { createCartHandler } from './createCartHandler.js';
export { CartCoreError, isCartCoreError } from './errors/CartCoreError.js';
export type { ExternalAddToCartRequest } from './external/externalAddToCart.js';
export {
  ADDED_TO_CART,
  ERROR_ADDED_TO_CART,
  EXTERNAL_ADD_TO_CART_EVENT,
  externalAddToCartNotification,
  externalAddToCartRequestOf,
  listenForExternalAddToCart,
  requestExternalAddToCart,
} from './external/externalAddToCart.js';
export type { Notification, NotificationInput, NotificationType } from './notifications/notification.js';
export { NOTIFICATION_LIFETIME_MS } from './notifications/notification.js';
export type { NotificationStore, NotificationStoreOptions } from './notifications/notificationStore.js';
export { createNotificationStore } from './notifications/notificationStore.js';
export type { CartGetFunction } from './operations/cartGet.js';
export { cartGetDefault } from './operations/cartGet.js';
export type { CartGiftCardAddFunction } from './operations/cartGiftCardAdd.js';
export { cartGiftCardAddDefault } from './operations/cartGiftCardAdd.js';
export type { CartLineInput, CartLinesAddFunction } from './operations/cartLinesAdd.js';
export { cartLinesAddDefault } from './operations/cartLinesAdd.js';
export type { CartLinesRemoveFunction } from './operations/cartLinesRemove.js';
export { cartLinesRemoveDefault } from './operations/cartLinesRemove.js';
export type { CartLinesUpdateFunction, CartLineUpdate } from './operations/cartLinesUpdate.js';
export { cartLinesUpdateDefault } from './operations/cartLinesUpdate.js';
export { cartLinesUpdateCheckedDefault } from './operations/cartLinesUpdateChecked.js';
export type { CartCallOptions, CartOperationOptions } from './operations/cartOperationOptions.js';
export type { CartProductNumberAddFunction } from './operations/cartProductNumberAdd.js';
export { cartProductNumberAddDefault, PRODUCT_NOT_FOUND } from './operations/cartProductNumberAdd.js';
export type { CartPromotionCodeAddFunction } from './operations/cartPromotionCodeAdd.js';
export { cartPromotionCodeAddDefault } from './operations/cartPromotionCodeAdd.js';
export {
  CART_CHANGE_REFUSED,
  LINE_ITEM_NOT_FOUND,
  LINE_ITEM_QUANTITY_INVALID,
} from './operations/refusedChange.js';
export type { Subscribable } from './store.js';
export { storeApiWishlist } from './wishlist/storeApiWishlist.js';
export type {
  WishlistEvent,
  WishlistOwner,
  WishlistState,
  WishlistStatus,
} from './wishlist/wishlistMachine.js';
export { initialWishlistState, isInWishlist, wishlistTransition } from './wishlist/wishlistMachine.js';
export type {
  LocalWishlist,
  ServerWishlist,
  WishlistStore,
  WishlistStoreOptions,
} from './wishlist/wishlistStore.js';
export { createWishlistStore } from './wishlist/wishlistStore.js';
