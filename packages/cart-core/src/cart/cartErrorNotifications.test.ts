import { describe, expect, it } from 'vitest';
import { cartError } from '../test/cartFixture.js';
import { cartErrorNotifications } from './cartErrorNotifications.js';

const messageFor = (key: string) => `t(${key})`;

describe('spec 4: errors raised after adding an item become notifications', () => {
  it('promotion-discount-added becomes a persistent success', () => {
    expect(
      cartErrorNotifications(
        [cartError('promotion-discount-added', 'promotion-discount-added-x', 0)],
        messageFor,
      ),
    ).toEqual([
      { type: 'success', message: 't(product.messages.promotion-discount-added)', persistent: true },
    ]);
  });

  it('the two payment-method-blocked keys are ignored', () => {
    expect(
      cartErrorNotifications(
        [
          cartError('payment-method-blocked', 'payment-method-blocked-Invoice', 10),
          { ...cartError('anything', 'payment-method-blocked-Prepayment', 10) },
        ],
        messageFor,
      ),
    ).toEqual([]);
  });

  it('every other error becomes an error message keyed by messageKey (spec 8: product.messages.{messageKey})', () => {
    expect(
      cartErrorNotifications(
        [cartError('product-out-of-stock', 'product-out-of-stockabc'), cartError('promotion-not-found')],
        messageFor,
      ),
    ).toEqual([
      { type: 'danger', message: 't(product.messages.product-out-of-stock)' },
      { type: 'danger', message: 't(product.messages.promotion-not-found)' },
    ]);
  });
});
