import { describe, expect, it } from 'vitest';
import { productTile } from './productTile.js';
import { testProduct, testSeoUrl, underDeDe } from './testing/testProduct.js';

describe('a product tile', () => {
  it('links the SEO path in the shopper locale, else /detail/{id} (spec 2.3)', () => {
    const seo = testProduct('a1', { seoUrls: [testSeoUrl('Serum/BS-1')] });
    expect(productTile(seo, underDeDe).href).toBe('/de-de/Serum/BS-1');
    const plain = testProduct('a2');
    expect(productTile(plain, underDeDe).href).toBe(`/de-de/detail/${plain.id}`);
  });

  it("shows the family's cheapest price as a range and the list price only when above the price", () => {
    const tile = productTile(
      testProduct('a3', {
        translated: { name: 'Hydra Serum' },
        calculatedPrice: {
          unitPrice: 20,
          quantity: 1,
          totalPrice: 20,
          listPrice: { price: 25, percentage: 20 },
          referencePrice: null,
        },
        calculatedCheapestPrice: { unitPrice: 15, quantity: 1, totalPrice: 15, hasRange: true },
      }),
      underDeDe,
    );
    expect(tile).toMatchObject({ name: 'Hydra Serum', unitPrice: 15, listPrice: 25, hasRange: true });
    const notLower = productTile(
      testProduct('a4', {
        calculatedPrice: {
          unitPrice: 20,
          quantity: 1,
          totalPrice: 20,
          listPrice: { price: 20, percentage: 0 },
          referencePrice: null,
        },
      }),
      underDeDe,
    );
    expect(notLower).toMatchObject({ unitPrice: 20, listPrice: undefined, hasRange: false });
  });

  it('shows the lowest price of the last 30 days beside a reduced price only (spec 2.4 price history)', () => {
    const calculatedPrice = (listPrice: number) => ({
      unitPrice: 20,
      quantity: 1,
      totalPrice: 20,
      listPrice: { price: listPrice, percentage: 20 },
      referencePrice: null,
      regulationPrice: { price: 24 },
    });
    expect(productTile(testProduct('a5', { calculatedPrice: calculatedPrice(25) }), underDeDe)).toMatchObject(
      {
        lowestPrice30Days: 24,
      },
    );
    expect(
      productTile(testProduct('a6', { calculatedPrice: calculatedPrice(20) }), underDeDe).lowestPrice30Days,
    ).toBeUndefined();
  });

  it('prices a product sold from a minimum quantity at that quantity’s tier, as the cart charges it', () => {
    const tier = (unitPrice: number, quantity: number) => ({
      unitPrice,
      quantity,
      totalPrice: unitPrice * quantity,
      listPrice: null,
      referencePrice: null,
    });
    const pack = testProduct('a9', {
      minPurchase: 3,
      calculatedPrice: tier(31.95, 1),
      calculatedPrices: [tier(31.95, 2), tier(30.35, 5), tier(28.76, 6)],
    });
    expect(productTile(pack, underDeDe).unitPrice).toBe(30.35);
  });
});
