import type { CartError } from '@beautyshop/store-api-client';
import { describe, expect, it } from 'vitest';
import { cartPageMessages } from './cartPageMessages';

const translate = (key: string) => `text of ${key}`;
const error = (messageKey: string, level: CartError['level'] = 20, key = messageKey): CartError => ({
  key,
  level,
  message: 'as the Store API wrote it',
  messageKey,
});

describe("spec 4 the cart page's messages without JavaScript", () => {
  it('tells an added discount as a success and every other key as an error, in the shop texts (spec 8)', () => {
    expect(
      cartPageMessages(
        ['promotion-discount-added', 'promotion-not-found'],
        [error('product-stock-reached', 10)],
        translate,
      ),
    ).toEqual({
      success: ['text of product.messages.promotion-discount-added'],
      danger: [
        'text of product.messages.promotion-not-found',
        'text of product.messages.product-stock-reached',
      ],
    });
  });

  it('leaves a blocked payment method to the checkout, whether the redirect or the cart names it', () => {
    expect(
      cartPageMessages(
        ['payment-method-blocked'],
        [error('payment-method-blocked', 10, 'payment-method-blocked-Rechnung')],
        translate,
      ),
    ).toEqual({ success: [], danger: [] });
  });

  it('tells a message once when the redirect and the cart as read both carry it', () => {
    expect(cartPageMessages(['promotion-not-found'], [error('promotion-not-found')], translate)).toEqual({
      success: [],
      danger: ['text of product.messages.promotion-not-found'],
    });
  });
});
