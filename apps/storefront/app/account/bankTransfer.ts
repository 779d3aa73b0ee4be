import type { Order } from '@beautyshop/store-api-client';

/** Shopware's technical name of paying in advance by bank transfer (its PrePayment handler). */
export const PREPAYMENT = 'payment_prepayment';

type Transaction = NonNullable<Order['transactions']>[number];

/**
 * How to pay an order paid in advance: its payment method's description, where Shopware's merchants (and the
 * sandbox) name the bank account. Only while the transfer is still awaited: the latest transaction is an open
 * prepayment of an order that is not cancelled. Undefined otherwise, or when the method describes nothing.
 */
export function bankTransferOf(
  transaction: Transaction | undefined,
  orderState: string | undefined,
): string | undefined {
  if (orderState === 'cancelled' || transaction?.stateMachineState?.technicalName !== 'open')
    return undefined;
  const method = transaction.paymentMethod;
  if (method?.technicalName !== PREPAYMENT) return undefined;
  const translated = method.translated?.description;
  const description = typeof translated === 'string' ? translated : method.description;
  return description?.trim() || undefined;
}
