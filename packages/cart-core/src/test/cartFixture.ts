import type { Cart, CartError, LineItem } from '@beautyshop/store-api-client';

/** A product line as the Store API answers it. */
export function productLine(
  id: string,
  quantity: number,
  states: LineItem['states'] = ['is-physical'],
): LineItem {
  return { id, type: 'product', referencedId: id, label: `Product ${id}`, quantity, states };
}

/** A cart answer with these lines and errors. */
export function cartWith(lineItems: LineItem[], errors: CartError[] = []): Cart {
  const total = lineItems.reduce((sum, item) => sum + (item.quantity ?? 0) * 10, 0);
  return {
    apiAlias: 'cart',
    price: { netPrice: total, totalPrice: total, positionPrice: total, rawTotal: total, taxStatus: 'gross' },
    lineItems,
    errors,
  };
}

export function cartError(messageKey: string, key = messageKey, level: CartError['level'] = 20): CartError {
  return { key, messageKey, level, message: `${messageKey} happened` };
}
