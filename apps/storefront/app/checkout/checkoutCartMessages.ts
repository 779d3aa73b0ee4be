import { cartErrorMessageKey, PROMOTION_DISCOUNT_ADDED } from '@beautyshop/cart-core';
import type { CartError } from '@beautyshop/store-api-client';

/**
 * The cart's own messages at the top of the checkout (a product sold out, a code that waits for a higher order
 * value, a blocked payment method), in the shopper's language by Shopware's message key (spec 8). The Store API's
 * own text (English) serves only for a key the shop has no text for. The discount's 'added' note belongs to the
 * moment a code is redeemed, not to every later look at the checkout. Each text once.
 */
export function checkoutCartMessages(
  errors: readonly CartError[],
  texts: Readonly<Record<string, string>>,
): string[] {
  const messages = errors
    .filter((error) => error.messageKey !== PROMOTION_DISCOUNT_ADDED)
    .map((error) => texts[cartErrorMessageKey(error)] ?? error.message ?? error.messageKey)
    .filter((message) => message !== '');
  return [...new Set(messages)];
}
