import type { CartChangeOutcome } from '@beautyshop/cart-core';

/** Shopware's error level: the code was refused (not found, expired, used up, an empty gift card). */
const ERROR_LEVEL = 20;

/**
 * Whether a promotion code or gift card form's change went through, so its field may be emptied: the cart
 * answered and named no error with the code. A refused code stays in the field for the shopper to correct; a code
 * that waits for its minimum order value (a notice) counts as taken, as the cart keeps it.
 */
export function codeRedeemed(outcome: CartChangeOutcome): boolean {
  return outcome.status === 'changed' && outcome.result.errors.every((error) => error.level < ERROR_LEVEL);
}
