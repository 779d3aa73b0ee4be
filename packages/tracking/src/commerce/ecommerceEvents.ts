import { TRACKING_EVENTS } from '../events';

/** GA4's item shape (the fields the shop knows). */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  discount?: number;
  quantity?: number;
  /** GA4 takes an item's currency from the event; it is repeated here for tags that read items alone. */
  currency?: string;
}

/** A product as the shop shows it, the source of an `EcommerceItem`. */
export interface TrackedProduct {
  id: string;
  /** The product number is what the catalogue and the tag manager know a product by. */
  productNumber?: string | undefined;
  name: string;
  manufacturer?: string | undefined;
  unitPrice?: number | undefined;
  listPrice?: number | undefined;
  quantity?: number | undefined;
  /** The chosen variant as shown, e.g. '50 ml' or 'Rosé / 50 ml' (GA4 `item_variant`). */
  variant?: string | undefined;
}

export interface ItemList {
  id: string;
  name: string;
}

export function ecommerceItem(
  product: TrackedProduct,
  index?: number,
  list?: ItemList,
  currency?: string,
): EcommerceItem {
  const discount =
    product.listPrice !== undefined &&
    product.unitPrice !== undefined &&
    product.listPrice > product.unitPrice
      ? Math.round((product.listPrice - product.unitPrice) * 100) / 100
      : undefined;
  return {
    item_id: product.productNumber ?? product.id,
    item_name: product.name,
    ...(product.manufacturer ? { item_brand: product.manufacturer } : {}),
    ...(product.variant ? { item_variant: product.variant } : {}),
    ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
    ...(index === undefined ? {} : { index }),
    ...(product.unitPrice === undefined ? {} : { price: product.unitPrice }),
    ...(discount === undefined ? {} : { discount }),
    ...(product.quantity === undefined ? {} : { quantity: product.quantity }),
    ...(currency === undefined ? {} : { currency }),
  };
}

function totalValue(items: readonly EcommerceItem[]): number {
  const cents = items.reduce(
    (sum, item) => sum + Math.round((item.price ?? 0) * 100) * (item.quantity ?? 1),
    0,
  );
  return cents / 100;
}

export interface ListEvent {
  event: typeof TRACKING_EVENTS.viewItemList | typeof TRACKING_EVENTS.selectItem;
  ecommerce: { item_list_id: string; item_list_name: string; items: EcommerceItem[] };
}

export function viewItemList(list: ItemList, products: readonly TrackedProduct[]): ListEvent {
  return {
    event: TRACKING_EVENTS.viewItemList,
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) => ecommerceItem(product, index, list)),
    },
  };
}

export function selectItem(list: ItemList, product: TrackedProduct, index: number): ListEvent {
  return {
    event: TRACKING_EVENTS.selectItem,
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [ecommerceItem(product, index, list)],
    },
  };
}

type ValueEventName =
  | typeof TRACKING_EVENTS.viewItem
  | typeof TRACKING_EVENTS.addToCart
  | typeof TRACKING_EVENTS.removeFromCart
  | typeof TRACKING_EVENTS.viewCart
  | typeof TRACKING_EVENTS.beginCheckout;

export interface ValueEvent {
  event: ValueEventName;
  ecommerce: { currency: string; value: number; items: EcommerceItem[] };
}

function valueEvent(
  event: ValueEventName,
  currency: string,
  products: readonly TrackedProduct[],
): ValueEvent {
  const items = products.map((product, index) => ecommerceItem(product, index, undefined, currency));
  return { event, ecommerce: { currency, value: totalValue(items), items } };
}

export const viewItem = (currency: string, product: TrackedProduct) =>
  valueEvent(TRACKING_EVENTS.viewItem, currency, [product]);
export const addToCart = (currency: string, products: readonly TrackedProduct[]) =>
  valueEvent(TRACKING_EVENTS.addToCart, currency, products);
export const removeFromCart = (currency: string, products: readonly TrackedProduct[]) =>
  valueEvent(TRACKING_EVENTS.removeFromCart, currency, products);
export const viewCart = (currency: string, products: readonly TrackedProduct[]) =>
  valueEvent(TRACKING_EVENTS.viewCart, currency, products);
export const beginCheckout = (currency: string, products: readonly TrackedProduct[]) =>
  valueEvent(TRACKING_EVENTS.beginCheckout, currency, products);

export interface CheckoutStepEvent {
  event: typeof TRACKING_EVENTS.addShippingInfo | typeof TRACKING_EVENTS.addPaymentInfo;
  ecommerce: {
    currency: string;
    value: number;
    shipping_tier?: string;
    payment_type?: string;
    items: EcommerceItem[];
  };
}

export function addShippingInfo(
  currency: string,
  products: readonly TrackedProduct[],
  shippingTier: string,
): CheckoutStepEvent {
  const { ecommerce } = valueEvent(TRACKING_EVENTS.beginCheckout, currency, products);
  return { event: TRACKING_EVENTS.addShippingInfo, ecommerce: { ...ecommerce, shipping_tier: shippingTier } };
}

export function addPaymentInfo(
  currency: string,
  products: readonly TrackedProduct[],
  paymentType: string,
): CheckoutStepEvent {
  const { ecommerce } = valueEvent(TRACKING_EVENTS.beginCheckout, currency, products);
  return { event: TRACKING_EVENTS.addPaymentInfo, ecommerce: { ...ecommerce, payment_type: paymentType } };
}

export interface PurchaseEvent {
  event: typeof TRACKING_EVENTS.purchase;
  ecommerce: {
    transaction_id: string;
    currency: string;
    value: number;
    shipping: number;
    tax?: number;
    coupon?: string;
    items: EcommerceItem[];
  };
}

/** GA4 `purchase`; `transaction_id` is the order number, which GA4 also uses to count an order once. */
export function purchase(order: {
  orderNumber: string;
  currency: string;
  totalPrice: number;
  shippingTotal: number;
  tax?: number;
  coupon?: string;
  products: readonly TrackedProduct[];
}): PurchaseEvent {
  return {
    event: TRACKING_EVENTS.purchase,
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: order.currency,
      value: order.totalPrice,
      shipping: order.shippingTotal,
      ...(order.tax === undefined ? {} : { tax: order.tax }),
      ...(order.coupon === undefined ? {} : { coupon: order.coupon }),
      items: order.products.map((product, index) => ecommerceItem(product, index, undefined, order.currency)),
    },
  };
}
