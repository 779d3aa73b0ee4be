import { createHash } from 'node:crypto';
import type { ContextRow } from '../context/store.js';
import type { CartCalculation } from './calculate.js';

/**
 * Shopware's cart hash (CartContextHasher, 6.6.5+): a digest of what the shopper agreed to (the line items and
 * their quantities, the total, the methods and addresses of the context) and of the cart's version. A client
 * sends the hash it read with `POST /checkout/order`; an order on a cart that changed since is refused.
 */
export function cartHash(version: number, calculation: CartCalculation, context: ContextRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        version,
        calculation.lineItems.map((item) => [item.id, item.type, item.referencedId, item.quantity]),
        calculation.totalPrice,
        context.shippingMethodId,
        context.paymentMethodId,
        context.countryId,
        context.currencyId,
        context.customerId,
        context.billingAddressId,
        context.shippingAddressId,
      ]),
    )
    .digest('hex');
}
