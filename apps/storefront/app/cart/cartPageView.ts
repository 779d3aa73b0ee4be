import type { CartResult } from '@beautyshop/cart-core';
import type { TrackedProduct } from '@beautyshop/tracking';

export interface ShippingEstimate {
  countries: { id: string; name: string }[];
  methods: { id: string; name: string }[];
  countryId: string;
  shippingMethodId: string | undefined;
}

export interface CartPageData {
  result: CartResult;
  estimate: ShippingEstimate;
  /** The cart's products for the page's `view_cart`. */
  trackedItems: TrackedProduct[];
  /** Spec 7.1: the points the cart earns and the basket they were calculated for; absent when unknown. */
  payback?: CartPayback | undefined;
}

export interface CartPayback {
  points: number;
  basket: string;
}

/** What the cart page shows: the loaded data and the message keys a form without JavaScript came back with. */
export interface CartPageView extends CartPageData {
  notices: string[];
}
