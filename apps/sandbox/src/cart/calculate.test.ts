import { describe, expect, it } from 'vitest';
import { type CartCalculationInput, type CartProduct, calculateCart, checkQuantity } from './calculate.js';
import type { StoredLineItem } from './cart-store.js';
import { SEEDED_PROMOTIONS } from './seeded-codes.js';

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
  rendered: {},
  ...overrides,
});

const line = (id: string, quantity = 1): StoredLineItem => ({
  id,
  type: 'product',
  referencedId: id,
  quantity,
});

function input(
  products: CartProduct[],
  lineItems: StoredLineItem[],
  overrides: Partial<CartCalculationInput> = {},
) {
  return {
    lineItems,
    products: new Map(products.map((entry) => [entry.id, entry])),
    promotions: new Map(),
    giftCards: new Map(),
    freeSample: undefined,
    market: 'DE',
    language: 'de',
    countryIso: 'DE',
    currency: { iso: 'EUR', factor: 1, totalRoundingInterval: 0.01 },
    factors: { EUR: 1, CHF: 0.94 },
    shippingMethod: { id: 'm', key: 'standard', name: 'Standardversand', rendered: {} },
    paymentMethod: { id: 'p', key: 'card', name: 'Kreditkarte' },
    shippingLocation: {},
    deliveryTime: { min: 1, max: 3, unit: 'day', name: '1–3 Tage' },
    now: new Date('2026-11-25T00:00:00Z'),
    ...overrides,
  } satisfies CartCalculationInput;
}

type PriceDoc = { totalPrice: number; calculatedTaxes: { tax: number; taxRate: number; price: number }[] };
const priceOf = (cart: Record<string, unknown>) =>
  cart.price as PriceDoc & { netPrice: number; positionPrice: number };
const shippingOf = (cart: Record<string, unknown>) =>
  ((cart.deliveries as { shippingCosts: PriceDoc }[])[0]?.shippingCosts.totalPrice ?? null) as number | null;

describe("checkQuantity follows Shopware's ProductCartProcessor::validateStock", () => {
  const rules = { minPurchase: 3, purchaseSteps: 3, calculatedMaxPurchase: 100 };
  it.each([
    { quantity: 1, rules, expected: 3, key: 'min-order-quantity' },
    { quantity: 4, rules, expected: 3, key: 'purchase-steps-quantity' },
    { quantity: 6, rules, expected: 6, key: null },
    { quantity: 9, rules: { ...rules, calculatedMaxPurchase: 7 }, expected: 6, key: 'product-stock-reached' },
    {
      quantity: 1,
      rules: { ...rules, calculatedMaxPurchase: 2 },
      expected: null,
      key: 'product-out-of-stock',
    },
  ])(
    'quantity $quantity with max $rules.calculatedMaxPurchase → $expected ($key)',
    ({ quantity, rules, expected, key }) => {
      const outcome = checkQuantity(line('x', quantity), product({ rules }));
      expect(outcome.quantity).toBe(expected);
      expect(outcome.error?.messageKey ?? null).toBe(key);
    },
  );
});

describe('calculateCart', () => {
  it('splits the taxes of mixed rates and of a percentage discount in proportion', () => {
    const cream = product({ id: 'c'.repeat(32), price: 20, taxRate: 19 });
    const guide = product({ id: 'd'.repeat(32), price: 10, taxRate: 7, digital: true });
    const beauty10 = SEEDED_PROMOTIONS.find((promotion) => promotion.code === 'BEAUTY10');
    if (!beauty10) throw new Error('BEAUTY10 is seeded');
    const { cart } = calculateCart(
      input(
        [cream, guide],
        [
          line(cream.id),
          line(guide.id),
          { id: beauty10.id, type: 'promotion', referencedId: 'BEAUTY10', quantity: 1 },
        ],
        {
          promotions: new Map([['BEAUTY10', beauty10]]),
        },
      ),
    );
    const price = priceOf(cart);
    // Goods 30, discount 3 split 2 (19 %) and 1 (7 %), shipping 4.95 split the same way (3.30 and 1.65).
    expect(price.positionPrice).toBe(27);
    expect(shippingOf(cart)).toBe(4.95);
    expect(price.totalPrice).toBe(31.95);
    expect(price.calculatedTaxes).toEqual([
      { tax: 0.7, taxRate: 7, price: 10.65, apiAlias: 'cart_tax_calculated' },
      { tax: 3.4, taxRate: 19, price: 21.3, apiAlias: 'cart_tax_calculated' },
    ]);
    expect(price.netPrice).toBe(27.85);
  });

  it('rounds a CHF total to 0.05 and keeps the raw total', () => {
    const item = product({ price: 10.33 });
    const { cart } = calculateCart(
      input([item], [line(item.id)], {
        market: 'CH',
        countryIso: 'CH',
        currency: { iso: 'CHF', factor: 0.94, totalRoundingInterval: 0.05 },
      }),
    );
    const price = cart.price as { totalPrice: number; rawTotal: number };
    expect(price.rawTotal).toBe(9.71 + 7.9);
    expect(price.totalPrice).toBe(17.6);
  });

  it('ships free from the threshold and when every physical item ships free, and sends no delivery for downloads', () => {
    const cheap = product({ price: 48.99 });
    expect(shippingOf(calculateCart(input([cheap], [line(cheap.id)])).cart)).toBe(4.95);
    const enough = product({ price: 49 });
    expect(shippingOf(calculateCart(input([enough], [line(enough.id)])).cart)).toBe(0);
    const free = product({ price: 5, shippingFree: true });
    expect(shippingOf(calculateCart(input([free], [line(free.id)])).cart)).toBe(0);
    const guide = product({ digital: true });
    expect(calculateCart(input([guide], [line(guide.id)])).cart.deliveries).toEqual([]);
  });
});
