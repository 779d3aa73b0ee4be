import type { CartResult, DisplayedLineItem } from '@beautyshop/cart-core';
import type { Cart, LineItem } from '@beautyshop/store-api-client';
import type { CartPageView } from '../cart/cartPageView';

/** Two of the Hydra Serum (50 ml), 24.95 each, as the Store API answers a product line. */
export function serumLine(fields: Partial<LineItem> = {}): LineItem {
  return {
    id: 'line-serum',
    type: 'product',
    label: 'Hydra Serum',
    quantity: 2,
    referencedId: 'serum',
    good: true,
    removable: true,
    stackable: true,
    price: { unitPrice: 24.95, totalPrice: 49.9, quantity: 2 },
    payload: { productNumber: 'BS-1001', options: [{ group: 'Inhalt', option: '50 ml' }] },
    cover: { id: 'media-serum', url: 'https://img.shop.test/serum.jpg' },
    ...fields,
  };
}

/** A promotion code's discount line (SPRING10): no product, no quantity control. */
export function promotionLine(fields: Partial<LineItem> = {}): LineItem {
  return {
    id: 'line-spring',
    type: 'promotion',
    label: 'Frühlingsrabatt',
    quantity: 1,
    good: false,
    removable: true,
    price: { totalPrice: -4.99, quantity: 1 },
    payload: { code: 'SPRING10' },
    ...fields,
  };
}

/** A line as the shared store shows it: confirmed by the server unless told otherwise. */
export function displayed(line: LineItem, optimistic = false): DisplayedLineItem {
  return { ...line, optimistic };
}

/** A cart of the given lines, its prices summed from theirs, with 4.95 shipping and 19 % tax included. */
export function cartOf(lineItems: readonly LineItem[] = [serumLine()], fields: Partial<Cart> = {}): Cart {
  const positionPrice = lineItems.reduce((sum, line) => sum + (line.price?.totalPrice ?? 0), 0);
  const shipping = lineItems.length === 0 ? 0 : 4.95;
  const totalPrice = Math.round((positionPrice + shipping) * 100) / 100;
  const tax = Math.round((totalPrice - totalPrice / 1.19) * 100) / 100;
  return {
    token: 'cart-token',
    price: {
      netPrice: totalPrice - tax,
      totalPrice,
      positionPrice,
      rawTotal: totalPrice,
      taxStatus: 'gross',
      calculatedTaxes: lineItems.length === 0 ? [] : [{ tax, taxRate: 19, price: totalPrice }],
    },
    lineItems: [...lineItems],
    errors: [],
    deliveries:
      lineItems.length === 0
        ? []
        : [
            {
              shippingCosts: {
                unitPrice: shipping,
                quantity: 1,
                totalPrice: shipping,
                listPrice: null,
                referencePrice: null,
              },
              shippingMethod: { id: 'standard', name: 'Standard' },
            },
          ],
    apiAlias: 'cart',
    ...fields,
  };
}

/** What the shop's cart action answers (and the browser's store reads): the cart and its errors. */
export function cartResult(cart: Cart = cartOf(), errors: CartResult['errors'] = []): CartResult {
  return { cart, errors };
}

/** The cart page of a shopper with the serum in the cart, shipping to Germany, no message to show. */
export function cartPageView(fields: Partial<CartPageView> = {}): CartPageView {
  return {
    result: cartResult(),
    estimate: {
      countries: [
        { id: 'de', name: 'Deutschland' },
        { id: 'at', name: 'Österreich' },
      ],
      methods: [
        { id: 'standard', name: 'Standard' },
        { id: 'express', name: 'Express' },
      ],
      countryId: 'de',
      shippingMethodId: 'standard',
    },
    trackedItems: [{ id: 'serum', name: 'Hydra Serum', unitPrice: 24.95, quantity: 2 }],
    notices: [],
    ...fields,
  };
}
