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
}

/** What the cart page shows: the loaded data and the message keys a form without JavaScript came back with. */
export interface CartPageView extends CartPageData {
  notices: string[];
}
