import type { LineImage } from './lineImage';
/**
 * Views of the customer's orders (issue 16) as the account's order pages take them. Declared here, not inferred
 * from a loader, so that a mapping that stops matching fails the typecheck where it is built.
 */

/** A state of the order or of its payment: the technical name picks the shop's text, the name is the fallback. */
export interface OrderStateView {
  technicalName: string;
  /** The Store API's translated name, shown where the shop has no text of its own for the state. */
  name: string;
}

/** One order in the customer's order list. */
export interface OrderListItemView {
  id: string;
  orderNumber: string;
  /** ISO date and time the order was placed. */
  orderDate: string;
  orderState: OrderStateView;
  /** The state of the order's latest payment; undefined for an order without a transaction. */
  paymentState: OrderStateView | undefined;
  total: number;
  /** ISO 4217 code of the currency the order was placed in. */
  currency: string;
}

/** A page of the order list. */
export interface OrderListView {
  orders: OrderListItemView[];
  page: number;
  totalPages: number;
}

export interface OrderLineView {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** Goods lines can be returned; promotions and shipping discounts cannot. */
  returnable: boolean;
  /** How many of the line may still be sent back: the quantity less what earlier returns asked back. */
  returnableQuantity: number;
  /** The product's image when it was ordered; none for promotions and the like. */
  image?: LineImage | undefined;
}

export interface OrderDocumentView {
  id: string;
  /** The document's number (the invoice number), when it has one. */
  number: string | undefined;
}

export interface OrderDownloadView {
  id: string;
  /** The line item the file belongs to. */
  label: string;
}

export interface OrderPaymentMethodView {
  id: string;
  name: string;
}

/** One order with everything the details page shows and what the customer may still do with it. */
/** A return request of the order, as its page lists it. */
export interface OrderReturnView {
  id: string;
  number: string;
  /** When it was asked for (ISO date), if the backend says. */
  date: string | undefined;
  state: OrderStateView | undefined;
  lines: { label: string; quantity: number }[];
}

export interface OrderDetailView extends OrderListItemView {
  lines: OrderLineView[];
  /** `shipping` is undefined for an order without a delivery (digital content only). */
  /** `rounding`: what rounding the total to the currency's cash step changed (5 Rappen in CHF). */
  totals: { subtotal: number; shipping?: number | undefined; total: number; rounding?: number | undefined };
  billingAddress: string[];
  shippingAddress: string[];
  shippingMethod: string | undefined;
  paymentMethod: OrderPaymentMethodView | undefined;
  /** Where to transfer the money of an order paid in advance, while it is awaited (account/bankTransfer.ts). */
  /** The order's return requests, oldest first (empty where the backend names none). */
  returns: OrderReturnView[];
  bankTransfer: string | undefined;
  documents: OrderDocumentView[];
  downloads: OrderDownloadView[];
  canCancel: boolean;
  canChangePayment: boolean;
  canReturn: boolean;
}

/** A reason a customer can give for returning an item. */
export interface ReturnReasonView {
  id: string;
  label: string;
}

/** The return page: the order's goods lines, each to be given a quantity and a reason. */
export interface ReturnPageView {
  /** The URL's order segment (the id, or the mail's deep link code); the page's links keep it. */
  segment: string;
  order: Pick<OrderDetailView, 'id' | 'orderNumber' | 'currency' | 'lines'>;
  reasons: ReturnReasonView[];
}

/** The guest order form's fields as a refused request sent them. */
export interface GuestOrderValues {
  email: string;
  zipcode: string;
}
