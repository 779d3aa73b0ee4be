import { describe, expect, it } from 'vitest';
import { cartFixture, lineItemFixture, promotionLineItemFixture } from '../test/fixtures/cart.js';
import { cartSchema, lineItemSchema } from './cart.js';

describe('a cart line item as the client reads it', () => {
  it("reads the line's quantityInformation (minPurchase, maxPurchase, purchaseSteps) as Shopware's cart sends it", () => {
    const line = lineItemSchema.parse({
      ...lineItemFixture(1),
      quantityInformation: {
        minPurchase: 3,
        maxPurchase: 30,
        purchaseSteps: 3,
        apiAlias: 'cart_quantity_information',
      },
    });
    expect(line.quantityInformation).toEqual({ minPurchase: 3, maxPurchase: 30, purchaseSteps: 3 });
  });

  it('accepts a line without quantityInformation (a promotion) and one where Shopware sent null', () => {
    expect(lineItemSchema.parse(promotionLineItemFixture()).quantityInformation).toBeUndefined();
    expect(
      lineItemSchema.parse({ ...promotionLineItemFixture(), quantityInformation: null }).quantityInformation,
    ).toBeNull();
  });

  it("accepts the PHP struct's nullable maximum and steps", () => {
    const line = lineItemSchema.parse({
      ...lineItemFixture(1),
      quantityInformation: { minPurchase: 1, maxPurchase: null, purchaseSteps: null },
    });
    expect(line.quantityInformation).toEqual({ minPurchase: 1, maxPurchase: null, purchaseSteps: null });
  });

  it('keeps the quantity rules of every line of a whole cart', () => {
    const cart = cartSchema.parse(cartFixture());
    const product = cart.lineItems?.find((line) => line.type === 'product');
    expect(product?.quantityInformation).toEqual({ minPurchase: 1, maxPurchase: 40, purchaseSteps: 1 });
  });
});
