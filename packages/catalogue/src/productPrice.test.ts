import type { CalculatedPrice } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { priceAtMinimum, productPrice, tierBound, tierLabels } from './productPrice.js';

const ENGLISH = { from: 'from {n}', to: 'to {n}' };

function price(unitPrice: number, quantity = 1, extra: Partial<CalculatedPrice> = {}): CalculatedPrice {
  return {
    unitPrice,
    quantity,
    totalPrice: unitPrice * quantity,
    listPrice: null,
    referencePrice: null,
    ...extra,
  };
}

const ml = { id: 'u', shortCode: 'ml', name: 'Milliliter' };

describe('the price of a product detail page', () => {
  it('shows the list price and discount only when the list price is above the price', () => {
    const sale = productPrice(
      {
        calculatedPrice: price(16.49, 1, { listPrice: { price: 20.61, percentage: 19.99 } }),
        calculatedPrices: [],
      },
      ENGLISH,
    );
    expect(sale).toMatchObject({ unitPrice: 16.49, listPrice: 20.61, percentage: 19.99 });
    const notLower = productPrice(
      {
        calculatedPrice: price(16.49, 1, { listPrice: { price: 16.49, percentage: 0 } }),
        calculatedPrices: [],
      },
      ENGLISH,
    );
    expect(notLower).toMatchObject({ listPrice: undefined, percentage: undefined });
  });

  it('shows the lowest price of the last 30 days beside every reduced price (spec 2.4 price history)', () => {
    const reduced = productPrice(
      {
        calculatedPrice: price(16.49, 1, {
          listPrice: { price: 20.61, percentage: 19.99 },
          regulationPrice: { price: 18.9 },
        }),
        calculatedPrices: [],
      },
      ENGLISH,
    );
    expect(reduced.lowestPrice30Days).toBe(18.9);
    const notReduced = productPrice(
      { calculatedPrice: price(16.49, 1, { regulationPrice: { price: 15 } }), calculatedPrices: [] },
      ENGLISH,
    );
    expect(notReduced.lowestPrice30Days).toBeUndefined();
  });

  it('gives the reference price per unit with the unit short code (per 100 ml)', () => {
    const result = productPrice(
      {
        calculatedPrice: price(23.49, 1, {
          referencePrice: { price: 11.75, purchaseUnit: 200, referenceUnit: 100, unitName: 'Milliliter' },
        }),
        calculatedPrices: [],
        unit: ml,
      },
      ENGLISH,
    );
    expect(result.referencePrice).toEqual({
      price: 11.75,
      purchaseUnit: 200,
      referenceUnit: 100,
      unitName: 'ml',
    });
  });

  it('has no reference price when a part of it is missing', () => {
    const result = productPrice(
      {
        calculatedPrice: price(5, 1, {
          referencePrice: { purchaseUnit: 1, referenceUnit: 1, unitName: 'Stück' },
        }),
        calculatedPrices: [],
      },
      ENGLISH,
    );
    expect(result.referencePrice).toBeUndefined();
  });

  it('lists graduated prices from two tiers up, each with its quantity bound', () => {
    const result = productPrice(
      {
        calculatedPrice: price(23.49),
        calculatedPrices: [price(23.49, 2), price(22.32, 5), price(21.14, 6)],
      },
      ENGLISH,
    );
    expect(result.tiers).toEqual([
      { quantity: 2, unitPrice: 23.49, label: 'to 2' },
      { quantity: 5, unitPrice: 22.32, label: 'to 5' },
      { quantity: 6, unitPrice: 21.14, label: 'from 6' },
    ]);
    expect(productPrice({ calculatedPrice: price(9), calculatedPrices: [price(9)] }, ENGLISH).tiers).toEqual(
      [],
    );
  });
});

describe('the price of a product sold from a minimum quantity', () => {
  // A value pack: sold from 3 in steps of 3, its tiers at 1, 3 and 6 (Shopware's quantity is a tier's upper bound).
  const pack = {
    minPurchase: 3,
    calculatedPrice: price(31.95, 1, { listPrice: { price: 37.59, percentage: 15 } }),
    calculatedPrices: [
      price(31.95, 2, { listPrice: { price: 37.59, percentage: 15 } }),
      price(30.35, 5, { listPrice: { price: 37.59, percentage: 19 } }),
      price(28.76, 6),
    ],
  };

  it('shows the price the cart charges at that quantity, with that tier’s list price', () => {
    expect(productPrice(pack, ENGLISH)).toMatchObject({ unitPrice: 30.35, listPrice: 37.59, percentage: 19 });
  });

  it('leaves out the tiers below the minimum, which nobody can buy at', () => {
    expect(productPrice(pack, ENGLISH).tiers).toEqual([
      { quantity: 5, unitPrice: 30.35, label: 'to 5' },
      { quantity: 6, unitPrice: 28.76, label: 'from 6' },
    ]);
  });

  it('shows no table when a single tier is left, and the last tier prices a minimum beyond every bound', () => {
    const large = { ...pack, minPurchase: 6 };
    expect(productPrice(large, ENGLISH)).toMatchObject({ unitPrice: 28.76, tiers: [] });
  });

  it('is the plain price where one unit may be bought', () => {
    expect(priceAtMinimum({ ...pack, minPurchase: 1 })).toBe(pack.calculatedPrice);
    expect(priceAtMinimum({ ...pack, minPurchase: undefined })).toBe(pack.calculatedPrice);
  });
});

describe('spec 9 tier price labels', () => {
  it("read 'from {n}' for the last tier and 'to {n}' for the others", () => {
    const tiers = [
      { quantity: 2, unitPrice: 10 },
      { quantity: 5, unitPrice: 9 },
      { quantity: 6, unitPrice: 8 },
    ];
    expect(tierLabels(tiers, ENGLISH)).toEqual(['to 2', 'to 5', 'from 6']);
    expect(tierLabels(tiers, { from: 'ab {n}', to: 'bis {n}' })).toEqual(['bis 2', 'bis 5', 'ab 6']);
    expect(tierBound(0, 1)).toBe('from');
  });
});
