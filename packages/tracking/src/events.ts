/**
 * Every event name the shop sends, in one place (as Hydrogen's `AnalyticsEvent`). The records of spec 3 keep their
 * spelled-out names; commerce events use GA4's recommended names so that a tag manager's GA4 tags read them as is.
 */
export const TRACKING_EVENTS = {
  customerData: 'Customer Data',
  pageMeta: 'Page Meta',
  viewPromotion: 'view_promotion',
  viewItemList: 'view_item_list',
  selectItem: 'select_item',
  viewItem: 'view_item',
  addToCart: 'add_to_cart',
  removeFromCart: 'remove_from_cart',
  viewCart: 'view_cart',
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
  /** Spec 7.2: the personalisation service's `oscEvent`, sent on. */
  personalisation: 'oscEvent',
} as const;

export type TrackingEventName = (typeof TRACKING_EVENTS)[keyof typeof TRACKING_EVENTS];

/**
 * One data-layer entry: an `event` name and its fields, as Google Tag Manager reads `window.dataLayer`. Any record
 * type with an `event` is one (no index signature, so the typed records of this package fit as they are).
 */
export interface TrackingEvent {
  readonly event: string;
}
