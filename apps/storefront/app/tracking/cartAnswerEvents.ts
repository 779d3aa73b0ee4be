import type { Cart } from '@beautyshop/store-api-client';
import { cartChangeEvents, type TrackingEvent } from '@beautyshop/tracking';
import { trackedCartLines } from './trackedItems';

/** The add_to_cart and remove_from_cart of one answered cart change (before: the cart the change was made to). */
export function cartAnswerEvents(currency: string, before: Cart | undefined, after: Cart): TrackingEvent[] {
  return cartChangeEvents(currency, trackedCartLines(before?.lineItems), trackedCartLines(after.lineItems));
}
