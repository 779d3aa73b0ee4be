import type { CartError } from '@beautyshop/store-api-client';
import type { NotificationInput } from '../notifications/notification.js';

/**
 * Spec 4: the two payment-method-blocked keys never become a notification. Shopware writes a blocked payment method
 * as `messageKey` 'payment-method-blocked' and `key` 'payment-method-blocked-{name}' (both checked): the checkout
 * shows it where the shopper picks the method, not as a toast after an add.
 */
export const PAYMENT_METHOD_BLOCKED = 'payment-method-blocked';

export function isIgnoredAfterAdd(error: Pick<CartError, 'key' | 'messageKey'>): boolean {
  return error.messageKey === PAYMENT_METHOD_BLOCKED || error.key.startsWith(`${PAYMENT_METHOD_BLOCKED}-`);
}
/** Spec 4: the key that becomes a persistent success. */
export const PROMOTION_DISCOUNT_ADDED = 'promotion-discount-added';

/** Spec 8: cart error messages use `product.messages.{messageKey}`. */
export function cartErrorMessageKey(error: Pick<CartError, 'messageKey'>): string {
  return `product.messages.${error.messageKey}`;
}

/**
 * Spec 4: errors raised after adding an item become notifications: promotion-discount-added a persistent success,
 * the two payment-method-blocked keys ignored, every other error an error message keyed by messageKey.
 * `messageFor` turns an error into the shopper's language (it gets the message key of spec 8 and the error).
 */
export function cartErrorNotifications(
  errors: readonly CartError[],
  messageFor: (messageKey: string, error: CartError) => string,
): NotificationInput[] {
  return errors.flatMap((error): NotificationInput[] => {
    if (isIgnoredAfterAdd(error)) return [];
    const message = messageFor(cartErrorMessageKey(error), error);
    if (error.messageKey === PROMOTION_DISCOUNT_ADDED)
      return [{ type: 'success', message, persistent: true }];
    return [{ type: 'danger', message }];
  });
}
