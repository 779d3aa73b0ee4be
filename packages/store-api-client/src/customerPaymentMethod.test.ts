import { describe, expect, it } from 'vitest';
import { customerPaymentMethodId } from './customerPaymentMethod.js';

const INVOICE = '8f1a5c0e2b3d4e5f60718293a4b5c6d7';
const PREPAYMENT = '0c1d2e3f405162738495a6b7c8d9e0f1';

describe("a customer's payment method", () => {
  it('is the last one chosen, as Shopware 6.7 keeps it', () => {
    expect(customerPaymentMethodId({ lastPaymentMethodId: INVOICE })).toBe(INVOICE);
  });

  it("is the default one of Shopware 6.6 and earlier, which don't send the last one", () => {
    expect(customerPaymentMethodId({ defaultPaymentMethodId: PREPAYMENT })).toBe(PREPAYMENT);
    expect(customerPaymentMethodId({ lastPaymentMethodId: null, defaultPaymentMethodId: PREPAYMENT })).toBe(
      PREPAYMENT,
    );
  });

  it('prefers the last one where an answer carries both', () => {
    expect(
      customerPaymentMethodId({ lastPaymentMethodId: INVOICE, defaultPaymentMethodId: PREPAYMENT }),
    ).toBe(INVOICE);
  });

  it('is undefined for a customer without one', () => {
    expect(customerPaymentMethodId({})).toBeUndefined();
    expect(customerPaymentMethodId({ lastPaymentMethodId: null })).toBeUndefined();
  });
});
