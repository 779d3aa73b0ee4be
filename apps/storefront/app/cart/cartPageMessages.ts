import { cartErrorNotifications } from '@beautyshop/cart-core';
import type { CartError } from '@beautyshop/store-api-client';

export interface CartPageMessages {
  /** A discount that now applies: good news, told politely. */
  success: string[];
  /** Everything else the shopper has to act on (a code not found, a quantity reduced). */
  danger: string[];
}

/**
 * The cart page's messages without JavaScript: the message keys a change came back with (`notices`, from the
 * redirect) and the errors of the cart as read, told as the browser's toasts tell them (spec 4): a discount added
 * is a success, the payment-method-blocked keys are left to the checkout's payment step, every other key is an
 * error. Each text once.
 */
export function cartPageMessages(
  notices: readonly string[],
  errors: readonly CartError[],
  translate: (key: string) => string,
): CartPageMessages {
  // A redirect carries keys only; a key names a payment-method block as Shopware's `key` and `messageKey` both may.
  const fromNotices = notices.map((key): CartError => ({ key, messageKey: key, level: 20, message: '' }));
  const messages: CartPageMessages = { success: [], danger: [] };
  for (const { type, message } of cartErrorNotifications([...fromNotices, ...errors], translate)) {
    const list = type === 'success' ? messages.success : messages.danger;
    if (!list.includes(message)) list.push(message);
  }
  return messages;
}
