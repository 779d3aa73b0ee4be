import { describe, expect, it } from 'vitest';
import { type CartCalculationInput, type CartProduct, calculateCart } from '../cart/calculate.js';
import type { Doc } from '../catalogue/entities/store.js';
import { cartAnswer } from './cart-answer.js';
import { encodeWithFragments } from './json-fragment.js';
import { withoutSchemaNulls } from './schema-nulls.js';

const rendered: Doc = {
  cover: { media: { id: 'm', url: 'https://shop.test/a.jpg', title: null, thumbnails: [] } },
  manufacturer: { id: 'brand', name: 'Verdant Lab' },
  productNumber: 'BS1',
};

const product = (overrides: Partial<CartProduct> = {}): CartProduct => ({
  id: 'a'.repeat(32),
  name: 'Serum',
  price: 10,
  listPrice: null,
  tierPrices: null,
  rules: { minPurchase: 1, purchaseSteps: 1, calculatedMaxPurchase: 100 },
  taxRate: 19,
  shippingFree: false,
  digital: false,
  childCount: 0,
  stock: 50,
  rendered,
  ...overrides,
});

// Shared between carts, frozen, as the cart service makes them.
const shippingMethod = Object.freeze({ id: 'm', name: 'Standardversand', description: null });
const shippingLocation = Object.freeze({
  country: { id: 'de', iso: 'DE' },
  apiAlias: 'cart_delivery_shipping_location',
});

function cartOf(entry: CartProduct, quantity: number, currencyFactor = 1): Doc {
  const input: CartCalculationInput = {
    lineItems: [{ id: entry.id, type: 'product', referencedId: entry.id, quantity }],
    products: new Map([[entry.id, entry]]),
    promotions: new Map(),
    giftCards: new Map(),
    freeSample: undefined,
    market: 'DE',
    language: 'de',
    countryIso: 'DE',
    currency: { iso: 'EUR', factor: currencyFactor, totalRoundingInterval: 0.01 },
    factors: { EUR: 1, CHF: 0.94 },
    shippingMethod: { id: 'm', key: 'standard', name: 'Standardversand', rendered: shippingMethod },
    paymentMethod: { id: 'p', key: 'card', name: 'Kreditkarte' },
    shippingLocation,
    deliveryTime: { min: 1, max: 3, unit: 'day', name: '1–3 Tage' },
    now: new Date('2026-11-25T00:00:00Z'),
  };
  return calculateCart(input).cart;
}

/** The answer's text, and what plain JSON.stringify (with the schema's nulls left out) writes for the cart. */
const answered = (cart: Doc) => encodeWithFragments(cartAnswer(cart), withoutSchemaNulls).toString();
const plain = (cart: Doc) => JSON.stringify(cart, withoutSchemaNulls);

describe('cartAnswer', () => {
  it('writes the cart as JSON.stringify does, the line items in the list and in the delivery alike', () => {
    const cart = cartOf(product(), 2);
    expect(answered(cart)).toBe(plain(cart));
  });

  it('writes a line item anew whenever its quantity, stock, price or currency differ from an earlier answer', () => {
    const variants = [
      cartOf(product(), 1),
      cartOf(product(), 3),
      cartOf(product({ stock: 7 }), 3),
      cartOf(product({ stock: 7, price: 12.5 }), 3),
      cartOf(product({ stock: 7, price: 12.5 }), 3, 0.94),
      cartOf(product({ stock: 7, price: 12.5, name: 'Serum Rich' }), 3, 0.94),
    ];
    // Twice over, so the second round meets the encodings the first one kept.
    for (const cart of [...variants, ...variants]) expect(answered(cart)).toBe(plain(cart));
  });

  it("writes a product's cover and payload as an earlier answer wrote them, and the rest of its line item anew", () => {
    const small = cartOf(product(), 1);
    const large = cartOf(product(), 4);
    const lineItem = (cart: Doc) => (cart.lineItems as Doc[])[0] as Doc;
    expect(lineItem(large).payload).toBe(lineItem(small).payload);
    expect(lineItem(large).cover).toBe(lineItem(small).cover);
    for (const cart of [small, large, small]) expect(answered(cart)).toBe(plain(cart));
  });

  it('writes a delivery whose method or location is not frozen as it is now, not as an earlier answer had it', () => {
    const cart = cartOf(product(), 1);
    expect(answered(cart)).toBe(plain(cart));
    const delivery = (cart.deliveries as Doc[])[0] as Doc;
    delivery.shippingMethod = { ...shippingMethod, name: 'Express' };
    delivery.location = { ...shippingLocation, country: { id: 'at', iso: 'AT' } };
    expect(answered(cart)).toBe(plain(cart));
    expect(answered(cart)).toContain('"name":"Express"');
  });

  it('writes line items the calculation did not make (gift cards, hand-made docs) as they are', () => {
    const cart = { lineItems: [{ id: 'x', quantity: 1, label: null }], deliveries: [] };
    expect(answered(cart)).toBe(plain(cart));
  });
});
